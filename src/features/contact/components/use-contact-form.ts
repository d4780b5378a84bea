import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { API } from '#contract/http/api-paths';
import type { FieldErrors } from '#contract/http/envelope';
import type { ContactSentBody } from '#contract/contact/types';
import { CONTACT_TEXTS, contactErrors, leadErrors } from '#contract/contact/rules';
import { useApi } from '#src/lib/http/api-context';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { isOfflineError } from '../api/api-errors';
import { dropDraft, EMPTY_DRAFT, keepDraft, type StoredDraft } from '../lib/contact-draft';

export type FormNotice = { kind: 'error' | 'success'; text: string } | undefined;

/**
 * The 'Talk to us' form's state: what was typed (kept on this device until sent), the field
 * messages, and the send. A call back goes to 'leads create', a reply by email to 'contact'.
 */
export function useContactForm(kept: StoredDraft | undefined) {
  const api = useApi();
  const [draft, setDraft] = useState<StoredDraft>(kept ?? EMPTY_DRAFT);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNotice>();

  const send = useMutation({
    mutationFn: (d: StoredDraft) => {
      const { reply_by, ...fields } = d;
      const path = reply_by === 'call' ? API.leads.create : API.leads.contact;
      return api.post<ContactSentBody>(path, { ...fields, website: trap });
    },
    onSuccess: (_, d) => {
      dropDraft();
      setDraft({ ...EMPTY_DRAFT, reply_by: d.reply_by });
      setNotice({ kind: 'success', text: d.reply_by === 'call' ? CONTACT_TEXTS.leadSent : CONTACT_TEXTS.messageSent });
    },
    onError: (err) => {
      setErrors(fieldErrorsOf(err));
      const text = isOfflineError(err) ? CONTACT_TEXTS.offline : formMessageOf(err, CONTACT_TEXTS.failed);
      setNotice(text ? { kind: 'error', text } : undefined);
    },
  });

  const change = (field: keyof StoredDraft) => (value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    keepDraft(next);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  /** Checks every field; sends when all are right. Returns the fields in error (to move focus). */
  const submit = (): string[] => {
    if (send.isPending) return [];
    const found = draft.reply_by === 'call' ? leadErrors(draft) : contactErrors(draft);
    setErrors(found);
    setNotice(undefined);
    if (Object.keys(found).length > 0) return Object.keys(found);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setNotice({ kind: 'error', text: CONTACT_TEXTS.offline });
      return [];
    }
    send.mutate(draft);
    return [];
  };

  return { draft, change, errors, notice, submit, sending: send.isPending, trap, setTrap };
}
