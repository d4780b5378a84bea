import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { cmsCalls, cmsKeys, cmsQueries } from './cms-queries';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { fileProblem } from './upload-checks';
import * as styles from './cms.css';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The post's attachments (files call): upload, list, delete. A new post has them once it is first saved. */
export function CmsFilesPanel({ postId }: { postId: number | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const files = useQuery({ ...cmsQueries.files(api, postId ?? 0), enabled: postId !== undefined });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<number | 'upload' | null>(null);

  if (postId === undefined) return <p className={styles.muted}>Files can be attached once the post is saved.</p>;
  const refresh = () => queryClient.invalidateQueries({ queryKey: cmsKeys.files(postId) });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    setError(problem);
    if (problem) return;
    setBusy('upload');
    try {
      await cmsCalls.uploadFile(api, postId, file);
      await refresh();
    } catch (err) {
      setError(formMessageOf(err));
    } finally {
      setBusy(null);
    }
  };
  const remove = async (fileId: number) => {
    setBusy(fileId);
    try {
      await cmsCalls.deleteFile(api, postId, fileId);
      await refresh();
    } catch (err) {
      setError(formMessageOf(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {files.isPending ? <Spinner label="Loading files…" /> : null}
      {files.isError ? (
        <p className={styles.error} role="alert">
          The files could not be loaded.{' '}
          <Button variant="text" onClick={() => void files.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {files.data?.files.length === 0 ? <p className={styles.muted}>No files attached yet.</p> : null}
      {files.data?.files.length ? (
        <ul className={styles.files}>
          {files.data.files.map((f) => (
            <li key={f.id} className={styles.fileRow}>
              <a href={f.url} download>
                {f.file_name}
              </a>
              <span className={styles.muted}>{kb(f.size)}</span>
              <Button
                variant="secondary"
                busy={busy === f.id}
                aria-label={`Delete ${f.file_name}`}
                onClick={() => void remove(f.id)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={id}>
        <strong>Attach a file</strong>
      </label>
      <p id={`${id}-hint`} className={styles.muted}>
        PDF, image, CSV or XLSX, at most 10 MB.
      </p>
      <input
        id={id}
        type="file"
        name="attachment"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        disabled={busy === 'upload'}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
