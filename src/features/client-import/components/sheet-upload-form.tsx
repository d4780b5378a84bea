import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button';
import { formMessageOf } from '#src/lib/forms/form-errors';
import * as styles from './import.css';

export interface UploadRules {
  /** The largest file sent, in bytes. */
  maxBytes: number;
  messages: { fileMissing: string; notAWorkbook: string; tooLarge: string };
}

/** What the adviser is told before the file is sent: no file, a wrong kind, too large. */
export function fileProblem(file: File | undefined, { maxBytes, messages }: UploadRules): string | undefined {
  if (!file) return messages.fileMissing;
  if (!/\.(xlsx|csv)$/i.test(file.name)) return messages.notAWorkbook;
  if (file.size > maxBytes) return messages.tooLarge;
  return undefined;
}

/**
 * A spreadsheet upload (client import, rebalance sheet): the file's kind and size are checked before
 * it is sent; the server's reason for a refusal is shown under the field. `onUpload` moves on (it
 * navigates) or throws.
 */
export function SheetUploadForm({
  heading,
  hint,
  rules,
  onUpload,
}: {
  heading: string;
  hint: ReactNode;
  rules: UploadRules;
  onUpload: (file: File) => Promise<void>;
}) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = fileProblem(file, rules);
    setError(problem);
    if (problem || !file || busy) return;
    setBusy(true);
    try {
      await onUpload(file);
    } catch (err) {
      setError(formMessageOf(err, 'The upload failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.section} aria-labelledby={`${id}-u`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-u`} className={styles.heading}>
        {heading}
      </h2>
      <label htmlFor={`${id}-file`}>
        <strong>Spreadsheet</strong>
      </label>
      <p id={`${id}-hint`} className={styles.muted}>
        {hint}
      </p>
      <div className={styles.row}>
        <input
          id={`${id}-file`}
          className={styles.fileInput}
          type="file"
          name="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0]);
            setError(undefined);
          }}
        />
        <Button type="submit" busy={busy}>
          Upload
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
