import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LAC_MESSAGES, REASON_MAX_LENGTH } from '#contract/impersonation/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { ApiError, toApiError } from '#src/lib/http/api-error';
import { useSession } from '#src/lib/session/use-session';
import { lacQueries, useStartClientView } from '../api/lac-api';
import { ClientChoice } from './client-choice';
import * as styles from './lac.css';

/** /login-as-client/: choose a client, give a reason, open their view (docs/login-as-client.md). */
export function LoginAsClientPage() {
  const api = useApi();
  const userId = useSession().user?.id ?? 0;
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [client, setClient] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ client?: string; reason?: string }>({});
  const clients = useQuery(lacQueries.clients(api, userId, q, page));
  const start = useStartClientView();

  if (clients.error instanceof ApiError && clients.error.httpStatus === 404) {
    return (
      <Page title="Log in as a client">
        <Notice title="You cannot open clients’ views">
          <p>Opening a client’s view needs the login-as-client right. Ask an administrator to grant it.</p>
        </Notice>
      </Page>
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = reason.trim();
    const found = {
      client: client === null ? LAC_MESSAGES.clientRequired : undefined,
      reason: trimmed === '' ? LAC_MESSAGES.reasonRequired : undefined,
    };
    setErrors(found);
    if (found.client || found.reason || client === null) return;
    start.mutate({ client, reason: trimmed });
  }

  return (
    <Page title="Log in as a client">
      <p>
        See the app as your client sees it, to help them. You cannot place orders, pay, or change their details there,
        and every view is recorded with your reason.
      </p>
      <form
        className={styles.searchRow}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(search.trim());
          setPage(1);
        }}
      >
        <TextField label="Search clients" name="q" value={search} onValueChange={setSearch} maxLength={100} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <form className={styles.form} onSubmit={submit} noValidate>
        {clients.error ? (
          <Notice title="Could not load your clients" role="alert">
            <p>{toApiError(clients.error).message}</p>
            <Button variant="secondary" onClick={() => void clients.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : !clients.data ? (
          <Spinner label="Loading your clients…" />
        ) : (
          <ClientChoice
            body={clients.data}
            q={q}
            selected={client}
            onSelect={setClient}
            onPage={setPage}
            error={errors.client}
          />
        )}
        <TextField
          label="Reason"
          name="reason"
          hint="Why you are opening this view, e.g. the client’s call about a payment."
          value={reason}
          onValueChange={setReason}
          maxLength={REASON_MAX_LENGTH}
          error={errors.reason}
        />
        {start.error ? <Alert variant="error">{start.error.message}</Alert> : null}
        <Button type="submit" busy={start.isPending}>
          Open client view
        </Button>
      </form>
    </Page>
  );
}
