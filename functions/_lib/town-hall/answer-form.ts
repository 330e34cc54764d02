// The town hall's answer form (GET on its update link, and again on a 400 with each field's French message next to
// it and the values kept): « oui » / « non », its booking page or how to book, and where its hours, address and phone
// come from. Every value and message escaped; the token rides in a hidden field.
import { TOWN_HALL_ANSWER_PATH } from '../../../src/domain/paths.ts';
import { BOOKING_HOW_MAX } from '../../../src/domain/town-hall-word.ts';
import { TOWN_HALL_FORM_FIELDS as F } from '../../../src/schemas/town-hall-word.ts';
import type { FieldErrors } from '../../../src/schemas/validate.ts';
import { escapeHtml } from '../http/html.ts';
import { TOWN_HALL_TEXTS as T } from './texts.ts';

/** What the form shows: the token, the values typed (a 400) and the fields' messages. */
type AnswerFormState = { token: string; values?: Record<string, unknown>; errors?: FieldErrors };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The message of `field` under its input, tied to it by aria-describedby, or nothing. */
function fieldError(field: string, errors: FieldErrors | undefined) {
  const message = errors?.[field];
  if (!message) return { html: '', describedBy: '', invalid: '' };
  return {
    html: `\n<p class="field-error" id="${field}-error">${escapeHtml(message)}</p>`,
    describedBy: ` aria-describedby="${field}-error"`,
    invalid: ` aria-invalid="true" aria-describedby="${field}-error"`,
  };
}

/** The form's HTML. */
export function answerForm({ token, values = {}, errors }: AnswerFormState): string {
  const takes = text(values[F.takes]);
  const radio = (value: 'oui' | 'non', label: string) =>
    `<label><input type="radio" name="${F.takes}" value="${value}" required${takes === value ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
  const takesError = fieldError(F.takes, errors);
  const urlError = fieldError(F.bookingUrl, errors);
  const howError = fieldError(F.bookingHow, errors);
  const summary = errors && Object.keys(errors).length ? `<p role="alert">${escapeHtml(T.fixFields)}</p>\n` : '';
  return `${summary}<form method="post" action="${TOWN_HALL_ANSWER_PATH}">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<fieldset${takesError.describedBy}>
<legend>${escapeHtml(T.takesLegend)}</legend>
${radio('oui', T.yes)}
${radio('non', T.no)}${takesError.html}
</fieldset>
<fieldset>
<legend>${escapeHtml(T.bookingLegend)}</legend>
<p><label for="${F.bookingUrl}">${escapeHtml(T.bookingUrlLabel)}</label>
<input id="${F.bookingUrl}" name="${F.bookingUrl}" type="url" inputmode="url" maxlength="2000" value="${escapeHtml(text(values[F.bookingUrl]))}"${urlError.invalid}></p>${urlError.html}
<p><label for="${F.bookingHow}">${escapeHtml(T.bookingHowLabel)}</label>
<input id="${F.bookingHow}" name="${F.bookingHow}" type="text" maxlength="${BOOKING_HOW_MAX}" value="${escapeHtml(text(values[F.bookingHow]))}"${howError.invalid}></p>${howError.html}
</fieldset>
<p>${escapeHtml(T.directoryNote)}</p>
<button type="submit">${escapeHtml(T.answerButton)}</button>
</form>`;
}
