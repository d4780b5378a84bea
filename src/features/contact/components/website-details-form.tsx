import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { WebsiteDetails } from '#contract/contact/types';
import type { FieldErrors } from '#contract/http/envelope';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { email, required } from '#src/lib/forms/validation';
import { useApi } from '#src/lib/http/api-context';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { saveWebsiteDetails, siteInfoQueries } from '../api/site-info-queries';
import * as styles from './admin.css';

type TextKey = Exclude<keyof WebsiteDetails, 'sebi_registrations'>;
const FIELDS: { key: TextKey; label: string; type?: string }[] = [
  { key: 'company', label: 'Company' },
  { key: 'address', label: 'Address' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'grievance_name', label: 'Grievance officer' },
  { key: 'grievance_email', label: 'Grievance officer’s email', type: 'email' },
  { key: 'grievance_phone', label: 'Grievance officer’s phone', type: 'tel' },
];

function check(d: WebsiteDetails): FieldErrors {
  const errors: FieldErrors = {};
  for (const { key } of FIELDS) {
    const message = required(d[key]) ?? (key.endsWith('email') ? email(d[key]) : undefined);
    if (message) errors[key] = message;
  }
  if (d.sebi_registrations.some((r) => required(r.type) || required(r.number)))
    errors.sebi_registrations = 'Required field';
  return errors;
}

/** The website details' editor: every field checked here and again by the server; a failed save keeps all. */
export function WebsiteDetailsForm({ initial }: { initial: WebsiteDetails }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (details: WebsiteDetails) => saveWebsiteDetails(api, details),
    onSuccess: (body) => {
      setErrors({});
      queryClient.setQueryData(siteInfoQueries.details(api).queryKey, body);
    },
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(d);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(d);
  };
  const registrations = d.sebi_registrations;
  const setRegistration = (i: number, part: 'type' | 'number', value: string) =>
    setD({ ...d, sebi_registrations: registrations.map((r, j) => (j === i ? { ...r, [part]: value } : r)) });
  return (
    <form onSubmit={submit} noValidate aria-label="Website details">
      {FIELDS.map(({ key, label, type }) => (
        <TextField
          key={key}
          label={label}
          name={key}
          type={type}
          value={d[key]}
          onValueChange={(value) => setD({ ...d, [key]: value })}
          error={errors[key]}
        />
      ))}
      <fieldset>
        <legend>SEBI registrations</legend>
        {registrations.map((r, i) => (
          <div key={i} className={styles.toolbar}>
            <TextField
              label={`Registration ${i + 1}: type`}
              name={`sebi_type_${i}`}
              value={r.type}
              onValueChange={(v) => setRegistration(i, 'type', v)}
            />
            <TextField
              label={`Registration ${i + 1}: number`}
              name={`sebi_number_${i}`}
              value={r.number}
              onValueChange={(v) => setRegistration(i, 'number', v)}
            />
            {registrations.length > 1 ? (
              <Button
                variant="secondary"
                onClick={() => setD({ ...d, sebi_registrations: registrations.filter((_, j) => j !== i) })}
              >
                Remove registration {i + 1}
              </Button>
            ) : null}
          </div>
        ))}
        {errors.sebi_registrations ? <Alert variant="error">{errors.sebi_registrations}</Alert> : null}
        {registrations.length < 6 ? (
          <Button
            variant="secondary"
            onClick={() => setD({ ...d, sebi_registrations: [...registrations, { type: '', number: '' }] })}
          >
            Add a registration
          </Button>
        ) : null}
      </fieldset>
      <div aria-live="polite">
        {save.isSuccess ? <Alert variant="success">Website details saved.</Alert> : null}
        {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
          <Alert variant="error">
            {formMessageOf(save.error, 'The details could not be saved. Please try again.')}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" busy={save.isPending}>
        Save details
      </Button>
    </form>
  );
}
