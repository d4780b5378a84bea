/**
 * Reading and annotating a form that came in a page fragment: its fields go to the API through the
 * request client; the server's messages go back into the form, which keeps what was typed.
 */

/** Fields that steer the client, not the API. */
const CLIENT_FIELDS = new Set(['next']);

/** The form's text fields by name (hidden ones included, except `next`). */
export function fragmentFormFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !CLIENT_FIELDS.has(name)) fields[name] = value;
  }
  return fields;
}

const FIELD_ERROR = 'field-error';

/** Removes the messages a previous submit left. */
export function clearFragmentFormErrors(form: HTMLFormElement): void {
  for (const el of form.querySelectorAll(`[data-role="${FIELD_ERROR}"]`)) el.remove();
  for (const input of form.querySelectorAll('[aria-invalid]')) {
    input.removeAttribute('aria-invalid');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => !id.endsWith('-server-error'));
    if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
    else input.removeAttribute('aria-describedby');
  }
  const summary = form.querySelector('[data-role="form-error"]');
  if (summary) summary.textContent = '';
}

/**
 * Shows the server's message (and its per-field messages beside the inputs, tied by aria-describedby).
 * Text only: nothing the server says is parsed as HTML.
 */
export function showFragmentFormErrors(
  form: HTMLFormElement,
  message: string,
  fieldErrors: Record<string, string> = {},
) {
  clearFragmentFormErrors(form);
  let summary = form.querySelector('[data-role="form-error"]');
  if (!summary) {
    summary = form.ownerDocument.createElement('p');
    summary.setAttribute('data-role', 'form-error');
    summary.setAttribute('role', 'alert');
    form.prepend(summary);
  }
  summary.textContent = message;
  let first: HTMLElement | null = null;
  for (const [name, text] of Object.entries(fieldErrors)) {
    const input = [...form.querySelectorAll('input')].find((i) => i.name === name);
    if (!input || input.type === 'hidden') continue;
    const id = `${input.id || `fragment-${name}`}-server-error`;
    const note = form.ownerDocument.createElement('p');
    note.id = id;
    note.setAttribute('data-role', FIELD_ERROR);
    note.textContent = text;
    input.after(note);
    input.setAttribute('aria-invalid', 'true');
    const described = input.getAttribute('aria-describedby');
    input.setAttribute('aria-describedby', described ? `${described} ${id}` : id);
    first ??= input;
  }
  first?.focus();
}

/** The first visible field, to focus when the fragment appears. */
export const firstFragmentField = (root: ParentNode) =>
  root.querySelector<HTMLElement>('input:not([type="hidden"]), button, a[href]');
