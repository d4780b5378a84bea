import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCurator } from '#contract/admin/types';
import { CURATOR_LIMITS as L, curatorProblems, type CuratorFields } from '#contract/admin/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { ApiError } from '#src/lib/http/api-error';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { adminCalls } from '../api/admin-queries';
import * as styles from './admin.css';

type Errors = Partial<Record<keyof CuratorFields, string>>;

const fieldsOf = (c: AdminCurator): CuratorFields => ({
  name: c.name,
  bio: c.bio,
  sebi_registration: c.sebi_registration,
  city: c.city,
  website: c.website,
  contact_email: c.contact_email,
});

/** The server's field messages, when it refused the save for them. */
const serverErrors = (e: unknown): Errors =>
  e instanceof ApiError ? ((e.body as { errors?: Errors } | undefined)?.errors ?? {}) : {};

/**
 * The profile investors see on the adviser's page: checked here with the server's own rules (HTML is
 * refused), saved, and a failed save keeps everything typed.
 */
export function CuratorForm({ curator }: { curator: AdminCurator }) {
  const api = useApi();
  const client = useQueryClient();
  const bioId = useId();
  const [fields, setFields] = useState(() => fieldsOf(curator));
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (f: CuratorFields) => adminCalls.saveCurator(api, curator.slug, f),
    onSuccess: ({ curator: saved }) => {
      setFields(fieldsOf(saved));
      void client.invalidateQueries({ queryKey: ['admin', 'curators'] });
      void client.invalidateQueries({ queryKey: ['curators'] });
    },
    onError: (e) => setErrors(serverErrors(e)),
  });
  const set = (key: keyof CuratorFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v.trim()]),
    ) as unknown as CuratorFields;
    const problems = curatorProblems(trimmed);
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(trimmed);
  };
  const text = (
    key: keyof CuratorFields,
    label: string,
    extra: { type?: string; hint?: string; maxLength?: number } = {},
  ) => (
    <TextField label={label} name={key} value={fields[key]} onValueChange={set(key)} error={errors[key]} {...extra} />
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {text('name', 'Name', { maxLength: L.nameMax })}
      <div className={styles.label}>
        <label htmlFor={bioId}>About</label>
        <textarea
          id={bioId}
          name="bio"
          className={styles.textarea}
          value={fields.bio}
          maxLength={L.bioMax}
          onChange={(e) => set('bio')(e.target.value)}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? `${bioId}-error` : undefined}
        />
        {errors.bio ? (
          <p id={`${bioId}-error`} className={styles.error}>
            {errors.bio}
          </p>
        ) : null}
      </div>
      {text('sebi_registration', 'SEBI registration number', {
        hint: 'INA or INH and 9 digits, e.g. INA000012345',
        maxLength: 12,
      })}
      {text('city', 'City', { maxLength: L.cityMax })}
      {text('website', 'Website', { type: 'url', hint: 'Optional, starting with https://', maxLength: L.websiteMax })}
      {text('contact_email', 'Contact email', { type: 'email', hint: 'Optional', maxLength: L.emailMax })}
      {save.isError && Object.keys(serverErrors(save.error)).length === 0 ? (
        <Alert variant="error">{save.error.message}</Alert>
      ) : null}
      {save.isSuccess ? (
        <Alert variant="info">
          Saved.{' '}
          <Link to="/discover/managers/$slug/" params={{ slug: curator.slug }}>
            See the adviser’s page
          </Link>
        </Alert>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
