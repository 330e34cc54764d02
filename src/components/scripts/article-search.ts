// Client-side filter of /informations: debounced, accent-insensitive; an empty query shows the whole list.
import { normalizeSearch } from '../../domain/search.ts';

const form = document.querySelector<HTMLFormElement>('[data-article-search]');
const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
const items = [...document.querySelectorAll<HTMLElement>('[data-article-list] > li')];
const empty = document.querySelector<HTMLElement>('[data-article-empty]');
const count = document.querySelector<HTMLElement>('[data-article-count]');

// Shows the articles whose text contains every word of the query.
function filter(query: string) {
  const words = normalizeSearch(query, false).split(' ').filter(Boolean);
  let shown = 0;
  for (const item of items) {
    const text = item.dataset.search ?? '';
    const match = words.every((word) => text.includes(word));
    item.hidden = !match;
    if (match) shown++;
  }
  if (empty) empty.hidden = shown > 0;
  if (count) count.textContent = shown === 1 ? '1 article' : `${shown} articles`;
}

if (form && input) {
  const delay = Number(form.dataset.debounce) || 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => filter(input.value), delay);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    filter(input.value);
  });
  const initial = new URLSearchParams(location.search).get('q');
  if (initial) {
    input.value = initial;
    filter(initial);
  }
}
