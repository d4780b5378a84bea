import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPLAINT_LIMITS, complaintTextProblem } from '#contract/complaints/rules';
import { Button } from '#src/components/ui/button';
import { TextAreaField } from '#src/components/ui/text-area-field';
import * as field from '#src/components/ui/text-field.css';
import { useApi } from '#src/lib/http/api-context';
import { withCount } from '../char-count';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { complaintCalls, complaintQueries } from '../api/complaint-queries';

/** The investor's reply while the complaint is open; the text stays when the call fails. */
export function ComplaintReplyForm({ reference }: { reference: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  // Set at once, not on the next render as isPending is: two submits in one task still send once.
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: () => complaintCalls.reply(api, { reference, text }),
    onSuccess: (body) => {
      queryClient.setQueryData(complaintQueries.one(api, reference).queryKey, body);
      void queryClient.invalidateQueries({ queryKey: complaintQueries.all() });
      setText('');
    },
    onError: (err) => setError(fieldErrorsOf(err).text ?? formMessageOf(err)),
    onSettled: () => {
      sending.current = false;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problem = complaintTextProblem(text, 'complaint');
    setError(problem ?? undefined);
    if (problem) return;
    sending.current = true;
    mutation.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <h2>Add a reply</h2>
      <TextAreaField
        label="Your reply"
        name="reply"
        value={text}
        onValueChange={setText}
        error={error}
        hint={withCount(text, COMPLAINT_LIMITS.textMax)}
        rows={6}
      />
      {mutation.isSuccess ? (
        <p role="status" className={field.hint}>
          Your reply was added.
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}
