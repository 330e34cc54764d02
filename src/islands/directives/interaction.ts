// `client:interaction`: hydrates an island at the visitor's first sign of using it — a pointer over
// or on it, focus or a key inside it, or the opening of the <dialog> it draws. Until then the page
// loads none of its JavaScript (React included); its server-rendered form works meanwhile, and the
// islands read back what was typed or chosen before hydration.
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  const dialog = el.querySelector('dialog') ?? el.closest('dialog');
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
    dialog?.removeEventListener('toggle', start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { passive: true });
  // 'toggle' does not bubble; a dialog opened by an invoker button outside the island fires it here.
  dialog?.addEventListener('toggle', start);
  if (dialog?.open || el.contains(document.activeElement)) void start();
};

export default interaction;
