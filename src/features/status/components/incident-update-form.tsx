import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Incident } from '#contract/status/types';
import { INCIDENT_LIMITS as L, STATUS_MESSAGES as M } from '#contract/status/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { TextAreaField } from '#src/components/ui/text-area-field';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { useApi } from '#src/lib/http/api-context';
import { updateIncident } from '../api/admin-incidents';
import { STATUS_KEY } from './status-page';
import * as styles from './status.css';

/** Posts an update to an open incident, or resolves it with these words. */
export function IncidentUpdateForm({ incident }: { incident: Incident }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const write = useMutation({
    mutationFn: (resolve: boolean) => updateIncident(api, { id: incident.id, message }, resolve),
    onSuccess: async () => {
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
    onError: (err) => setError(fieldErrorsOf(err).message),
  });
  const send = (resolve: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    const length = message.trim().length;
    const problem = length < L.messageMin || length > L.messageMax ? M.message : undefined;
    setError(problem);
    if (!problem) write.mutate(resolve);
  };
  return (
    <form onSubmit={send(false)} noValidate aria-label={`Update: ${incident.title}`}>
      <TextAreaField
        name={`update-${incident.id}`}
        label="Update or resolving words"
        rows={3}
        value={message}
        onValueChange={setMessage}
        error={error}
      />
      {write.isError && !fieldErrorsOf(write.error).message ? (
        <Alert variant="error">{formMessageOf(write.error, 'It could not be saved. Please try again.')}</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={write.isPending && write.variables === false}>
          Post the update
        </Button>
        <Button variant="secondary" busy={write.isPending && write.variables === true} onClick={() => send(true)()}>
          Resolve
        </Button>
      </div>
    </form>
  );
}
