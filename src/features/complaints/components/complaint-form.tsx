import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_FILE_ACCEPT,
  COMPLAINT_LIMITS,
  COMPLAINT_MESSAGES as M,
  complaintFileProblem,
  complaintTextProblem,
} from '#contract/complaints/rules';
import type { ComplaintBody } from '#contract/complaints/types';
import { Button } from '#src/components/ui/button';
import { FieldFrame } from '#src/components/ui/field-frame';
import { SelectField } from '#src/components/ui/select-field';
import { TextAreaField } from '#src/components/ui/text-area-field';
import * as field from '#src/components/ui/text-field.css';
import { useApi } from '#src/lib/http/api-context';
import { withCount } from '../char-count';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { newClientKey } from '#src/lib/http/client-key';
import { complaintCalls, complaintQueries } from '../api/complaint-queries';

const CATEGORY_CHOICES = [
  ['', 'Choose a category'],
  ...COMPLAINT_CATEGORIES.map((c) => [c.id, c.label] as const),
] as const;

/** What is wrong with the form before it is sent, field by field. */
export function complaintFormProblems(category: string, text: string, files: File[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!COMPLAINT_CATEGORIES.some((c) => c.id === category)) problems.category = M.category;
  const textProblem = complaintTextProblem(text, 'complaint');
  if (textProblem) problems.text = textProblem;
  if (files.length > COMPLAINT_LIMITS.files) problems.files = M.tooManyFiles;
  for (const f of files) {
    const p = complaintFileProblem(f);
    if (p && !problems.files) problems.files = `${p}: ${f.name}`;
  }
  return problems;
}

/**
 * The complaint form: a category, the text, up to three PDF, PNG or JPEG files. One key names the
 * attempt, so a double click or a retry files it once; a failure keeps everything entered.
 */
export function ComplaintForm({ onFiled }: { onFiled: (body: ComplaintBody) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [clientKey] = useState(newClientKey);
  // Set at once, not on the next render as isPending is: two submits in one task still file once.
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: () => complaintCalls.file(api, { category, text, client_key: clientKey, files }),
    onSuccess: (body) => {
      void queryClient.invalidateQueries({ queryKey: complaintQueries.all() });
      onFiled(body);
    },
    onError: (err) => {
      setErrors(fieldErrorsOf(err));
      setFailure(formMessageOf(err));
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problems = complaintFormProblems(category, text, files);
    setErrors(problems);
    setFailure(undefined);
    if (Object.keys(problems).length > 0) return;
    sending.current = true;
    mutation.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <SelectField
        label="Category"
        name="category"
        value={category}
        onValueChange={setCategory}
        options={CATEGORY_CHOICES}
        error={errors.category}
      />
      <TextAreaField
        label="Your complaint"
        name="text"
        value={text}
        onValueChange={setText}
        error={errors.text}
        hint={withCount(text, COMPLAINT_LIMITS.textMax, 'What happened, when, and what you would like us to do.')}
        rows={6}
      />
      <FieldFrame
        label="Attachments (optional)"
        hint={`Up to ${COMPLAINT_LIMITS.files} PDF, PNG or JPEG files, 2 MB each.`}
        error={errors.files}
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            name="files"
            type="file"
            multiple
            accept={COMPLAINT_FILE_ACCEPT}
            aria-invalid={errors.files ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        )}
      </FieldFrame>
      {failure && Object.keys(errors).length === 0 ? (
        <p role="alert" className={field.error}>
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Filing…' : 'File complaint'}
      </Button>
    </form>
  );
}
