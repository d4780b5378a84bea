import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { cmsCalls, cmsKeys, cmsQueries } from './cms-queries';
import * as styles from './cms.css';

export interface AuthorFieldProps {
  authorId: number | null;
  error?: string;
  onChange: (authorId: number) => void;
}

/** The post's author (authors call), with a new author added inline. */
export function CmsAuthorField({ authorId, error, onChange }: AuthorFieldProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const authors = useQuery(cmsQueries.authors(api));
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [addErrors, setAddErrors] = useState<Record<string, string>>({});

  const add = async () => {
    setBusy(true);
    try {
      const before = new Set(authors.data?.authors.map((a) => a.id));
      const body = await cmsCalls.addAuthor(api, name, url);
      queryClient.setQueryData(cmsKeys.authors(), body);
      const added = body.authors.find((a) => !before.has(a.id));
      if (added) onChange(added.id);
      setAdding(false);
      setName('');
      setUrl('');
      setAddErrors({});
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setAddErrors(Object.keys(fields).length ? fields : { name: formMessageOf(err) ?? '' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor={id}>
        <strong>Author</strong>
      </label>
      {authors.isError ? (
        <p className={styles.error} role="alert">
          The authors could not be loaded.{' '}
          <Button variant="text" onClick={() => void authors.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      <select
        id={id}
        name="authorId"
        className={styles.select}
        value={authorId ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => e.target.value && onChange(Number(e.target.value))}
      >
        <option value="">{authors.isPending ? 'Loading authors…' : 'Choose an author'}</option>
        {authors.data?.authors.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {adding ? (
        <div className={styles.section}>
          <TextField
            label="Author name"
            name="authorName"
            value={name}
            error={addErrors.name}
            onValueChange={setName}
          />
          <TextField
            label="Author link (optional)"
            name="authorUrl"
            type="url"
            value={url}
            error={addErrors.url}
            onValueChange={setUrl}
          />
          <div className={styles.row}>
            <Button busy={busy} onClick={() => void add()}>
              Add author
            </Button>
            <Button variant="secondary" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="text" onClick={() => setAdding(true)}>
          New author
        </Button>
      )}
    </div>
  );
}
