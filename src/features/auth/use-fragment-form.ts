import { useCallback } from 'react';
import { useApi } from '../../lib/http/api-context';
import type { UserInfo } from '../../lib/session/session-atoms';
import {
  clearFragmentFormErrors,
  fragmentFormFields,
  showFragmentFormErrors,
} from '../../lib/fragments/fragments-form';
import { email, required } from '../../lib/forms/validation';
import { hasErrors, validateForm, type FormRules } from '../../lib/forms/validation-form';
import { postFragmentForm } from './api/auth-requests';
import { userFrom } from './api/auth-queries';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { AUTH_MESSAGES as M } from './messages';

type Fields = Record<string, string>;

/** Spec §5 rules for the fields a fragment form may carry (checked before anything is sent). */
const FIELD_RULES: FormRules<Fields> = { email: [required, email], password: required };

function setBusy(form: HTMLFormElement, busy: boolean) {
  const submit = form.querySelector('button[type="submit"], button:not([type])');
  for (const el of [form, submit]) {
    if (!el) continue;
    if (busy) el.setAttribute('aria-busy', 'true');
    else el.removeAttribute('aria-busy');
  }
  if (submit && busy) submit.setAttribute('aria-disabled', 'true');
  else submit?.removeAttribute('aria-disabled');
}

/**
 * Submits a fragment's form (data-api="auth/login/" and the like) through the request client, so the
 * CSRF and KEY headers and the status rules apply. On success the answer's user goes to `onUser`;
 * on failure the server's message appears in the form, which keeps what was typed.
 */
export function useFragmentFormSubmit(onUser: (user: UserInfo) => void) {
  const api = useApi();
  return useCallback(
    async (form: HTMLFormElement) => {
      const path = form.dataset.api;
      if (!path || form.getAttribute('aria-busy') === 'true') return;
      const fields = fragmentFormFields(form);
      const rules = Object.fromEntries(Object.entries(FIELD_RULES).filter(([name]) => name in fields));
      const errors = validateForm(fields, rules);
      if (hasErrors(errors)) {
        showFragmentFormErrors(form, M.checkFields, errors as Fields);
        return;
      }
      clearFragmentFormErrors(form);
      setBusy(form, true);
      try {
        const user = userFrom(await postFragmentForm(api, path, fields));
        setBusy(form, false);
        onUser(user);
      } catch (err) {
        setBusy(form, false);
        const message = formMessageOf(err);
        if (message) showFragmentFormErrors(form, message, fieldErrorsOf(err));
      }
    },
    [api, onUser],
  );
}
