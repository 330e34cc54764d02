// Opens and closes [data-dialog] modals for browsers without invoker commands, and returns focus to the opener.
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
  dialog.addEventListener('close', () => {
    const opener = openers.get(dialog);
    if (opener && document.activeElement !== opener) opener.focus();
  });
}
