import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_MESSAGES as M,
  STATUS_LABELS,
  TEXT_REQUIRED,
  complaintTextProblem,
  nextStatuses,
  type ComplaintStatus,
} from '#contract/complaints/rules';
import { Button } from '#src/components/ui/button';
import { SelectField } from '#src/components/ui/select-field';
import { TextAreaField } from '#src/components/ui/text-area-field';
import * as field from '#src/components/ui/text-field.css';
import { useApi } from '#src/lib/http/api-context';
import { withCount } from '../char-count';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { complaintCalls, complaintQueries } from '../api/complaint-queries';

/** What is wrong with an answer before it is sent (the server checks the same). */
export function answerProblems(from: ComplaintStatus, to: ComplaintStatus, text: string): Record<string, string> {
  if (text !== '') {
    const problem = complaintTextProblem(text, 'answer');
    return problem ? { text: problem } : {};
  }
  if (to === from) return { text: M.answerOrStatus };
  if (TEXT_REQUIRED.includes(to)) return { text: to === 'info-requested' ? M.questionRequired : M.resolutionRequired };
  return {};
}

/** An admin's answer: a text to the investor and the status it leaves the complaint in. */
export function ComplaintAnswerForm({ reference, status }: { reference: string; status: ComplaintStatus }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [to, setTo] = useState<ComplaintStatus>(status === 'received' ? 'in-progress' : status);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Set at once, not on the next render as isPending is: two submits in one task still send once.
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: () => complaintCalls.answer(api, { reference, status: to, text }),
    onSuccess: (body) => {
      queryClient.setQueryData(complaintQueries.adminOne(api, reference).queryKey, body);
      void queryClient.invalidateQueries({ queryKey: complaintQueries.all() });
      setText('');
      setErrors({});
    },
    onError: (err) => {
      const fields = fieldErrorsOf(err);
      setErrors(Object.keys(fields).length ? fields : { form: formMessageOf(err) ?? '' });
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problems = answerProblems(status, to, text);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    sending.current = true;
    mutation.mutate();
  };
  const choices = nextStatuses(status);
  return (
    <form onSubmit={submit} noValidate>
      <h2>Answer</h2>
      <SelectField
        label="Status after this answer"
        name="status"
        value={to}
        onValueChange={(v) => setTo(v as ComplaintStatus)}
        options={choices.map((s) => [s, STATUS_LABELS[s]] as const)}
        error={errors.status}
      />
      <TextAreaField
        label={to === 'resolved' || to === 'closed' ? 'Resolution for the investor' : 'Answer to the investor'}
        name="answer"
        value={text}
        onValueChange={setText}
        error={errors.text}
        hint={withCount(text, COMPLAINT_LIMITS.answerMax)}
        rows={6}
      />
      {errors.form ? (
        <p role="alert" className={field.error}>
          {errors.form}
        </p>
      ) : null}
      {mutation.isSuccess ? (
        <p role="status" className={field.hint}>
          Saved. The investor sees it now.
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Save answer'}
      </Button>
    </form>
  );
}
