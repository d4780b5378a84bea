// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFragmentFormErrors, fragmentFormFields, showFragmentFormErrors } from './fragments-form';
import { sanitizeFragment } from '../html/sanitize';

let form: HTMLFormElement;

beforeEach(() => {
  document.body.replaceChildren(
    sanitizeFragment(`<form data-api="auth/login/" method="post">
      <input type="hidden" name="next" value="/blog/">
      <label for="e">Email</label><input id="e" name="email" type="email">
      <label for="p">Password</label><input id="p" name="password" type="password">
      <p data-role="form-error" role="alert"></p>
      <button type="submit">Log in</button>
    </form>`),
  );
  form = document.querySelector('form')!;
  (form.elements.namedItem('email') as HTMLInputElement).value = 'asha@example.com';
  (form.elements.namedItem('password') as HTMLInputElement).value = 'secret';
});

describe('fragment forms', () => {
  it('collects the fields, without the client-only next path', () => {
    expect(fragmentFormFields(form)).toEqual({ email: 'asha@example.com', password: 'secret' });
  });

  it("shows the server's messages as text, tied to the inputs, and keeps what was typed", () => {
    showFragmentFormErrors(form, 'Please correct the <b>highlighted</b> fields.', {
      email: 'Please enter a valid email',
    });
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Please correct the <b>highlighted</b> fields.');
    expect(form.querySelector('b')).toBeNull();
    const email = form.querySelector<HTMLInputElement>('#fragment-e')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email',
    );
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('asha@example.com');
  });

  it('clears the previous messages', () => {
    showFragmentFormErrors(form, 'Invalid email or password.', { email: 'x', password: 'y' });
    showFragmentFormErrors(form, 'Invalid email or password.');
    expect(form.querySelectorAll('[data-role="field-error"]')).toHaveLength(0);
    clearFragmentFormErrors(form);
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('');
    expect(form.querySelector('[aria-invalid]')).toBeNull();
    expect(form.querySelector('[aria-describedby]')).toBeNull();
  });

  it('adds a message area when the fragment has none', () => {
    form.querySelector('[data-role="form-error"]')!.remove();
    showFragmentFormErrors(form, 'Invalid email or password.');
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Invalid email or password.');
  });
});
