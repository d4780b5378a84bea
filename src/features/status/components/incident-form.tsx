import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '#contract/http/envelope';
import type { IncidentCreateRequest } from '#contract/status/types';
import {
  INCIDENT_LIMITS as L,
  INCIDENT_SEVERITIES,
  SEVERITY_LABELS,
  STATUS_COMPONENTS,
  STATUS_MESSAGES as M,
} from '#contract/status/rules';
import { Alert } from '#src/components/ui/alert';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import { FormActions } from '#src/components/ui/form-actions';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { useApi } from '#src/lib/http/api-context';
import { openIncident } from '../api/admin-incidents';
import { STATUS_KEY } from './status-page';
import * as styles from './status.css';

type Draft = Record<keyof IncidentCreateRequest, string>;
const EMPTY: Draft = { title: '', component: '', severity: '', message: '' };

const FIELDS: FieldSpec<keyof Draft>[] = [
  { name: 'title', label: 'Title', hint: 'What investors notice, e.g. "Orders at Kestrel are slow"' },
  {
    kind: 'select',
    name: 'component',
    label: 'Affected part',
    options: [['', 'Choose…'], ...STATUS_COMPONENTS.map((c) => [c.id, c.label] as const)],
  },
  {
    kind: 'select',
    name: 'severity',
    label: 'Severity',
    options: [['', 'Choose…'], ...INCIDENT_SEVERITIES.map((s) => [s, SEVERITY_LABELS[s]] as const)],
  },
  { kind: 'textarea', name: 'message', label: 'Message', rows: 4, hint: 'What happens, and what we are doing' },
];

const within = (v: string, min: number, max: number) => v.trim().length >= min && v.trim().length <= max;

/** The same checks as the server's (contract/status/types.ts), with the same words. */
export function checkIncident(d: Draft): FieldErrors {
  const errors: FieldErrors = {};
  if (!within(d.title, L.titleMin, L.titleMax)) errors.title = M.title;
  if (!d.component) errors.component = M.component;
  if (!d.severity) errors.severity = M.severity;
  if (!within(d.message, L.messageMin, L.messageMax)) errors.message = M.message;
  return errors;
}

/** Opens an incident: it shows on /status/ and in the app's banner until resolved. */
export function IncidentForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: () => openIncident(api, d as IncidentCreateRequest),
    onSuccess: async () => {
      setD(EMPTY);
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkIncident(d);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Open an incident">
      <FieldList fields={FIELDS} values={d} errors={errors} onValueChange={(k) => (v) => setD({ ...d, [k]: v })} />
      {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
        <Alert variant="error">
          {formMessageOf(save.error, 'The incident could not be opened. Please try again.')}
        </Alert>
      ) : null}
      {save.isSuccess ? <Alert variant="success">Opened. It shows on the status page and in the app now.</Alert> : null}
      <FormActions className={styles.actions} submit={{ label: 'Open the incident', busy: save.isPending }} />
    </form>
  );
}
