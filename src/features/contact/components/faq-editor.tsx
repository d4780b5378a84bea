import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Faq } from '#contract/contact/types';
import type { FieldErrors } from '#contract/http/envelope';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import { FormActions } from '#src/components/ui/form-actions';
import { numeric, required } from '#src/lib/forms/validation';
import { useApi } from '#src/lib/http/api-context';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { saveFaq, siteInfoQueries } from '../api/site-info-queries';
import * as styles from './admin.css';

interface Draft {
  category: string;
  question: string;
  answer: string;
  position: string;
}

const FIELDS: FieldSpec<keyof Draft>[] = [
  { name: 'category', label: 'Category' },
  { name: 'question', label: 'Question' },
  { kind: 'textarea', name: 'answer', label: 'Answer', rows: 6 },
  { name: 'position', label: 'Order', inputMode: 'numeric', hint: 'Lower numbers come first' },
];

const check = (d: Draft): FieldErrors => {
  const errors: FieldErrors = {};
  for (const key of ['category', 'question', 'answer', 'position'] as const) {
    const message = required(d[key]) ?? (key === 'position' ? numeric({ maxLength: 5 })(d[key]) : undefined);
    if (message) errors[key] = message;
  }
  return errors;
};

/** Adds a FAQ (no `faq`) or edits one; the order field places it (lower comes first). */
export function FaqEditor({ faq, nextPosition, onDone }: { faq?: Faq; nextPosition: number; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [d, setD] = useState<Draft>({
    category: faq?.category ?? '',
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    position: String(faq?.position ?? nextPosition),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: () => saveFaq(api, { id: faq?.id, ...d, position: Number(d.position) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: siteInfoQueries.faqs(api).queryKey });
      onDone();
    },
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(d);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const set = (key: keyof Draft) => (value: string) => setD({ ...d, [key]: value });
  return (
    <form onSubmit={submit} noValidate aria-label={faq ? 'Edit FAQ' : 'New FAQ'}>
      <FieldList fields={FIELDS} values={d} errors={errors} onValueChange={set} />
      {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
        <Alert variant="error">{formMessageOf(save.error, 'The FAQ could not be saved. Please try again.')}</Alert>
      ) : null}
      <FormActions className={styles.actions} submit={{ label: faq ? 'Save FAQ' : 'Add FAQ', busy: save.isPending }}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
