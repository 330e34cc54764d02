// Browser: filters the department list by name (case-insensitive) or code, trimmed and padded
// to 2 digits (domain/departments.ts).
import { filterDepartments } from '../../domain/departments.ts';

for (const root of document.querySelectorAll<HTMLElement>('[data-department-filter]')) {
  const input = root.querySelector<HTMLInputElement>('[data-filter-input]');
  const list = document.querySelector<HTMLElement>('[data-filter-list]');
  const empty = document.querySelector<HTMLElement>('[data-filter-empty]');
  if (!input || !list) continue;
  const items = [...list.querySelectorAll<HTMLElement>('li')].map((li) => ({
    li,
    dep_name: li.dataset.name ?? '',
    num_dep: li.dataset.code ?? '',
  }));
  input.addEventListener('input', () => {
    const shown = new Set(filterDepartments(items, input.value));
    for (const item of items) item.li.hidden = !shown.has(item);
    if (empty) empty.hidden = shown.size > 0;
  });
}
