// Progressive enhancement of [data-enhanced-form]: posts with fetch, disables the submit button while sending,
// clears the fields on success, shows field errors from a 400 and the sending-error text in a red box otherwise.

/** Field errors as the endpoints may send them in a 400: a list or a name -> message map. */
type FieldErrors = Array<{ field?: string; path?: string; name?: string; message: string }> | Record<string, string>;

function fieldErrors(body: unknown): Array<[string, string]> {
  if (!body || typeof body !== 'object') return [];
  const raw = ((body as Record<string, unknown>).errors ?? (body as Record<string, unknown>).fields) as
    FieldErrors | undefined;
  if (!raw) return [];
  if (Array.isArray(raw)) return raw.map((e) => [String(e.field ?? e.path ?? e.name ?? ''), e.message]);
  return Object.entries(raw).map(([field, message]) => [field, String(message)]);
}

function clearErrors(form: HTMLFormElement) {
  for (const p of form.querySelectorAll<HTMLElement>('[data-field-error]')) {
    p.hidden = true;
    p.textContent = '';
  }
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
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
    button.textContent = form.dataset.sending ?? '';
  }
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: 'application/json' }, // same urlencoded body as a plain post
    });
    if (response.ok) {
      form.reset();
      if (successBox) {
        successBox.textContent = form.dataset.success ?? '';
        successBox.hidden = false;
      }
      return;
    }
    const errors = response.status === 400 ? fieldErrors(await response.json().catch(() => null)) : [];
    let shown = 0;
    for (const [name, message] of errors) {
      const slot = form.querySelector<HTMLElement>(`[data-field-error="${CSS.escape(name)}"]`);
      const control = form.elements.namedItem(name);
      if (!slot) continue;
      slot.textContent = message;
      slot.hidden = false;
      if (control instanceof HTMLElement) control.setAttribute('aria-invalid', 'true');
      if (shown++ === 0 && control instanceof HTMLElement) control.focus();
    }
    if (shown === 0) throw new Error(`HTTP ${response.status}`);
  } catch {
    if (errorBox) {
      errorBox.textContent = form.dataset.error ?? '';
      errorBox.hidden = false;
    }
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = button.dataset.label ?? button.textContent;
    }
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-enhanced-form]')) {
  form.addEventListener('submit', (event) => void submit(form, event));
}
