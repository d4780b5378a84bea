import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CLIENT_ERROR_KINDS, CLIENT_LOG_LIMITS, type ClientErrorKind } from '#contract/client-log/rules';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { PageNav } from '#src/components/ui/page-nav';
import { SelectField } from '#src/components/ui/select-field';
import { Spinner } from '#src/components/ui/spinner';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { adminListQueries, type LogFilters } from '../api/admin-list-queries';
import type { AdminPageProps } from './admin-page-props';
import * as styles from './admin.css';
import { formatDateTime } from '#src/lib/format/date-time';

const KIND_LABELS: Record<ClientErrorKind, string> = {
  error: 'Uncaught error',
  unhandledrejection: 'Unhandled rejection',
  boundary: 'Error screen',
};
const KIND_CHOICES = [['', 'Every kind'], ...CLIENT_ERROR_KINDS.map((k) => [k, KIND_LABELS[k]] as const)] as const;

/** /admin/logs/ (docs/client-errors.md): the app's error reports, last seen first, by kind and page. */
export function AdminLogsPage({ nav }: AdminPageProps) {
  const api = useApi();
  const [typed, setTyped] = useState<LogFilters>({ kind: '', path: '' });
  const [filters, setFilters] = useState<LogFilters>(typed);
  const [page, setPage] = useState(1);
  const logs = useQuery(adminListQueries.logs(api, page, filters));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ kind: typed.kind, path: typed.path.trim() });
    setPage(1);
  };
  return (
    <Page title="Client errors">
      {nav}
      <p className={styles.muted}>
        Reported by readers’ browsers, without personal data; kept {CLIENT_LOG_LIMITS.retentionDays} days.
      </p>
      <form role="search" onSubmit={apply} className={styles.toolbar}>
        <SelectField
          label="Kind"
          name="kind"
          options={KIND_CHOICES}
          value={typed.kind}
          onValueChange={(kind) => setTyped({ ...typed, kind: kind as LogFilters['kind'] })}
        />
        <TextField
          label="Page starts with"
          name="path"
          placeholder="/blog/"
          value={typed.path}
          onValueChange={(path) => setTyped({ ...typed, path })}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      {logs.data ? (
        logs.data.errors.length === 0 ? (
          <Notice title="No error reports">
            <p>{filters.kind || filters.path ? 'None matches these filters.' : 'Nothing has gone wrong lately.'}</p>
          </Notice>
        ) : (
          <>
            <ul className={styles.list}>
              {logs.data.errors.map((e) => (
                <li key={e.id} className={styles.listItem}>
                  <p className={styles.muted}>
                    {formatDateTime(e.created_at)} · {KIND_LABELS[e.kind]} · {e.page} · {e.count}×
                    {e.build ? ` · build ${e.build}` : ''}
                  </p>
                  <p>{e.message}</p>
                  {e.stack || e.source ? (
                    <details>
                      <summary>Where</summary>
                      <pre className={styles.pre}>{[e.source, e.stack].filter(Boolean).join('\n')}</pre>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
            <PageNav
              label="Pages of client errors"
              page={logs.data.page}
              pages={logs.data.pages}
              onPage={setPage}
              className={styles.pager}
            />
          </>
        )
      ) : logs.isPending ? (
        <Spinner label="Loading error reports…" />
      ) : (
        <Notice title="Error reports could not be loaded" role="alert">
          <p>Please try again.</p>
          <Button onClick={() => void logs.refetch()}>Try again</Button>
        </Notice>
      )}
    </Page>
  );
}
