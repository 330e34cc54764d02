// Opens and closes [data-dialog] modals for browsers without invoker commands, focuses the first field on
// opening and returns focus to the opener on closing.
const supportsInvokers = 'commandForElement' in HTMLButtonElement.prototype;
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[commandfor]');
  if (!button) return;
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal') {
    openers.set(dialog, button);
    if (!supportsInvokers && !dialog.open) dialog.showModal();
  } else if (command === 'close' && !supportsInvokers) {
    dialog.close();
  }
});

for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-dialog]')) {
  // Focus on the form's first field (showModal() would pick the close button), even before the island hydrates.
  dialog.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState !== 'open') return;
    dialog
      .querySelector<HTMLElement>(
        'form:not([hidden]) :is(input:not([type=hidden]):not([tabindex="-1"]), select, textarea):not(:disabled)',
      )
      ?.focus();
  });
  dialog.addEventListener('close', () => {
    const opener = openers.get(dialog);
    if (opener && document.activeElement !== opener) opener.focus();
  });
}
