import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldErrors } from '#contract/http/envelope';
import { fieldErrorsOf, formMessageOf } from './form-errors';

interface FormSubmitOptions<V, R> {
  /** The form's own check: the first message per field; an empty object lets the call go. */
  check: (values: V) => FieldErrors;
  call: (values: V) => Promise<R>;
  onSuccess?: (result: R) => unknown;
}

/**
 * A form's one call and its messages: submitting clears the last answer, runs the check, and calls only
 * when no field has a message; a refusal's per-field messages (a 400) go to the fields, and `problem` is
 * the failure in words when no field says why (nothing when a status rule already spoke).
 */
export function useFormSubmit<V, R>({ check, call, onSuccess }: FormSubmitOptions<V, R>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({ mutationFn: call, onSuccess, onError: (err) => setErrors(fieldErrorsOf(err)) });
  const submit = (e: FormEvent, values: V) => {
    e.preventDefault();
    mutation.reset();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(values);
  };
  const fieldsSpoke = Object.keys(errors).length > 0;
  const problem = mutation.isError && !fieldsSpoke ? formMessageOf(mutation.error) : undefined;
  /** What a CallForm takes from the call: its submit, its failure or `saved` once it succeeded, its busy button. */
  const form = (values: V, words: { submit: string; saved: string }) => ({
    onSubmit: (e: FormEvent) => submit(e, values),
    problem,
    success: mutation.isSuccess && words.saved,
    submit: { label: words.submit, busy: mutation.isPending },
  });
  return { errors, form };
}
