import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { PageNav } from '#src/components/ui/page-nav';
import { Spinner } from '#src/components/ui/spinner';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { useSession } from '#src/lib/session/use-session';
import { toApiError } from '#src/lib/http/api-error';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { lacQueries } from '../api/lac-api';
import { AuditEntryCard } from './audit-entry';
import * as styles from './lac.css';

/** /admin/audit/: who opened whose view, why, when, and what they did there (docs/login-as-client.md). */
export function AdminAuditPage() {
  const api = useApi();
  const userId = useSession().user?.id ?? 0;
  const [draft, setDraft] = useState({ staff: '', client: '' });
  const [filters, setFilters] = useState({ staff: '', client: '', page: 1 });
  const audit = useQuery(lacQueries.audit(api, userId, filters));

  return (
    <Page title="Client view audit">
      <AdminNav />
      <form
        className={styles.searchRow}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ staff: draft.staff.trim(), client: draft.client.trim(), page: 1 });
        }}
      >
        <TextField
          label="Staff member"
          name="staff"
          value={draft.staff}
          onValueChange={(staff) => setDraft((d) => ({ ...d, staff }))}
          maxLength={100}
        />
        <TextField
          label="Client"
          name="client"
          value={draft.client}
          onValueChange={(client) => setDraft((d) => ({ ...d, client }))}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      {audit.error ? (
        <Notice title="Could not load the audit log" role="alert">
          <p>{toApiError(audit.error).message}</p>
          <Button variant="secondary" onClick={() => void audit.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : !audit.data ? (
        <Spinner label="Loading the audit log…" />
      ) : audit.data.entries.length === 0 ? (
        <Notice title="No client views">
          <p>
            {filters.staff || filters.client
              ? 'No client view matches these filters.'
              : 'Nobody has opened a client’s view on this site yet.'}
          </p>
        </Notice>
      ) : (
        <>
          <p className={styles.muted}>{audit.data.total} client views, newest first.</p>
          <ul className={styles.entries}>
            {audit.data.entries.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </ul>
          <PageNav
            label="Pages of client views"
            page={audit.data.page}
            pages={Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize))}
            onPage={(page) => setFilters((f) => ({ ...f, page }))}
            className={styles.pager}
          />
        </>
      )}
    </Page>
  );
}
