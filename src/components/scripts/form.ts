// Progressive enhancement of [data-enhanced-form]: posts with fetch, disables the submit button while sending, then
// shows what form-answer.ts reads from the answer: the success text (fields cleared), the refused fields beside
// their fields, or the sending-error text in the red box.
import { readAnswer } from '../../islands/form-post.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { formView, type FormView } from './form-answer.ts';

function clearErrors(form: HTMLFormElement) {
  for (const p of form.querySelectorAll<HTMLElement>('[data-field-error]')) {
    p.hidden = true;
    p.textContent = '';
  }
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
}

/** Shows each refused field's message beside it and focuses the first; false when none has its slot here. */
function showFields(form: HTMLFormElement, fields: Record<string, string>): boolean {
  let shown = 0;
  for (const [name, message] of Object.entries(fields)) {
    const slot = form.querySelector<HTMLElement>(`[data-field-error="${CSS.escape(name)}"]`);
    const control = form.elements.namedItem(name);
    if (!slot) continue;
    slot.textContent = message;
    slot.hidden = false;
    if (control instanceof HTMLElement) control.setAttribute('aria-invalid', 'true');
    if (shown++ === 0 && control instanceof HTMLElement) control.focus();
  }
  return shown > 0;
}

function show(box: HTMLElement | null, text: string) {
  if (!box) return;
  box.textContent = text;
  box.hidden = false;
}

async function post(form: HTMLFormElement): Promise<FormView> {
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: 'application/json' }, // same urlencoded body as a plain post
    });
    return formView(await readAnswer(response));
  } catch {
    return formView({ kind: 'failed', status: 0, code: null, message: '' });
  }
}

async function submit(form: HTMLFormElement, event: SubmitEvent) {
  event.preventDefault();
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
  const successBox = form.querySelector<HTMLElement>('[data-form-success]');
  clearErrors(form);
  if (errorBox) errorBox.hidden = true;
  if (successBox) successBox.hidden = true;
  if (button) {
    button.disabled = true;
    button.textContent = MESSAGES.sending;
  }
  const view = await post(form);
  if (view.kind === 'sent') {
    form.reset();
    show(successBox, view.text);
  } else if (view.kind === 'error' || !showFields(form, view.fields)) {
    show(errorBox, view.kind === 'error' ? view.text : MESSAGES.sendFailed);
  }
  if (button) {
    button.disabled = false;
    button.textContent = button.dataset.label ?? button.textContent;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-enhanced-form]')) {
  form.addEventListener('submit', (event) => void submit(form, event));
}
