import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { API } from '#contract/http/api-paths';
import type { LeadRow } from '#contract/contact/types';
import { PREFERRED_TIMES } from '#contract/contact/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { PageNav } from '#src/components/ui/page-nav';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { Spinner } from '#src/components/ui/spinner';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { downloadApiFile } from '#src/lib/http/download-api-file';
import { useBrand } from '#src/lib/navigation';
import { adminListQueries } from '../api/admin-list-queries';
import type { AdminPageProps } from './admin-page-props';
import * as styles from './admin.css';
import { formatDateTime } from '#src/lib/format/date-time';

const timeLabel = (value: string) => PREFERRED_TIMES.find((t) => t.value === value)?.label ?? '';

/** A lead a row; on a phone a card named by the person, with how to reach them first. */
const columns: DataColumn<LeadRow>[] = [
  { header: 'Received', cell: (l) => formatDateTime(l.created_at) },
  { header: 'Name', cell: (l) => l.name },
  {
    header: 'Reach',
    emphasis: 'key',
    cell: (l) => (
      <>
        {l.mobile}
        {l.mobile && l.email ? <br /> : null}
        {l.email}
      </>
    ),
  },
  {
    header: 'Asked for',
    cell: (l) => (
      <>
        {l.kind === 'lead' ? `Call back: ${timeLabel(l.preferred_time)}` : 'Reply by email'}
        {l.topic ? <br /> : null}
        {l.topic}
      </>
    ),
  },
  { header: 'Message', cell: (l) => l.message },
];

/** /admin/leads/ (docs/contact.md): 'Talk to us' leads and messages, newest first, searchable, exported as CSV. */
export function AdminLeadsPage({ nav }: AdminPageProps) {
  const api = useApi();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const leads = useQuery(adminListQueries.leads(api, page, q));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  const brand = useBrand();
  // The applied search, with the session's headers (a plain link would save the API's 401 answer).
  const exportCsv = useMutation({
    mutationFn: () => downloadApiFile(brand, `${API.leads.adminList}?${new URLSearchParams({ format: 'csv', q })}`),
  });
  return (
    <Page title="Leads">
      {nav}
      <form role="search" onSubmit={search} className={styles.toolbar}>
        <TextField label="Search by name, email or mobile" name="q" value={typed} onValueChange={setTyped} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <Button variant="secondary" busy={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          Export CSV
        </Button>
      </form>
      {exportCsv.isError ? <Alert variant="error">The CSV could not be downloaded. Please try again.</Alert> : null}
      {leads.data ? (
        leads.data.leads.length === 0 ? (
          <Notice title={q ? 'No lead matches' : 'No leads yet'}>
            <p>{q ? `Nothing matches “${q}”.` : 'Leads from the Talk to us form show here.'}</p>
          </Notice>
        ) : (
          <>
            <p className={styles.muted}>{leads.data.total} in all</p>
            <DataTable rows={leads.data.leads} columns={columns} rowKey={(l) => l.id} rowHeader={1} />
            <PageNav
              label="Pages of leads"
              page={leads.data.page}
              pages={leads.data.pages}
              onPage={setPage}
              className={styles.pager}
            />
          </>
        )
      ) : leads.isPending ? (
        <Spinner label="Loading leads…" />
      ) : (
        <Notice title="Leads could not be loaded" role="alert">
          <p>Please try again.</p>
          <Button onClick={() => void leads.refetch()}>Try again</Button>
        </Notice>
      )}
    </Page>
  );
}
