// Page script of the islands drawn by LazyIsland.astro ([data-island] elements: a React island's server HTML and its
// props). At the visitor's first sign of using one — a pointer over or on it, focus or a key inside it, or the opening
// of the <dialog> it draws — or, for a data-when="visible" island, once any of it is in the viewport, it imports
// hydrate-island.ts (React and the island's module) and hydrates it. Until then the page loads none of that
// JavaScript (a data-when="state" island hydrates at once when there is state to show: a query in the URL or its
// data-state-key in localStorage); the server-rendered form works meanwhile (a click or key before hydration acts
// natively, and the islands read back what was typed or chosen).
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

function whenUsed(el: HTMLElement, index: number): void {
  const dialog = el.querySelector('dialog') ?? el.closest('dialog');
  let started = false;
  let seen: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
    dialog?.removeEventListener('toggle', start);
    seen?.disconnect();
    void import('./hydrate-island.ts').then(({ hydrateIsland }) => hydrateIsland(el, index));
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { passive: true });
  // 'toggle' does not bubble; a dialog opened by an invoker button outside the island fires it here.
  dialog?.addEventListener('toggle', start);
  if (el.dataset.when === 'visible') {
    seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    seen.observe(el);
  }
  if (dialog?.open || el.contains(document.activeElement) || (el.dataset.when === 'state' && hasState(el))) start();
}

// A shared link's answers, or ticks saved in this browser.
function hasState(el: HTMLElement): boolean {
  if (window.location.search.length > 1) return true;
  try {
    return !!el.dataset.stateKey && window.localStorage.getItem(el.dataset.stateKey) !== null;
  } catch {
    return false;
  }
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach(whenUsed);
