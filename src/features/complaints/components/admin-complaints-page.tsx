import { useId, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMPLAINT_STATUSES, STATUS_LABELS } from '#contract/complaints-rules';
import { Notice, Page } from '#src/components/ui/page';
import * as field from '#src/components/ui/text-field.css';
import { useApi } from '#src/lib/http/api-context';
import { complaintQueries } from '../api/complaint-queries';
import { ComplaintList, Pager } from './complaint-list';
import { LoadState } from './load-state';
import * as styles from './complaints.css';

/** /admin/complaints/ (docs/complaints.md): every complaint, oldest clock first, by status. */
/** `nav` is the admin area's navigation (AdminNav), given by the route: a feature does not import another. */
export function AdminComplaintsPage({ nav }: { nav?: ReactNode }) {
  const api = useApi();
  const id = useId();
  const [status, setStatus] = useState('open');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...complaintQueries.adminList(api, status, page), placeholderData: keepPreviousData });
  return (
    <Page title="Complaints">
      {nav}
      <div className={styles.toolbar}>
        <div className={field.field}>
          <label htmlFor={id} className={field.label}>
            Status
          </label>
          <select
            id={id}
            className={styles.select}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="open">Open (not resolved or closed)</option>
            <option value="">All</option>
            {COMPLAINT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!query.data ? (
        <LoadState error={query.error} retry={() => void query.refetch()} what="complaints" />
      ) : query.data.complaints.length === 0 ? (
        <Notice title="No complaints">
          <p>No complaint has this status.</p>
        </Notice>
      ) : (
        <>
          <ComplaintList complaints={query.data.complaints} admin />
          <Pager page={page} hasNext={query.data.isNextPage} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
