import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMPLAINT_STATUSES, STATUS_LABELS } from '#contract/complaints/rules';
import { Page } from '#src/components/ui/page';
import { SelectField } from '#src/components/ui/select-field';
import { useApi } from '#src/lib/http/api-context';
import { complaintQueries } from '../api/complaint-queries';
import { ComplaintPages } from './complaints-page';
import * as styles from './complaints.css';

/** The list's status filter: the open ones first (the default), then all, then each status. */
const STATUS_CHOICES = [
  ['open', 'Open (not resolved or closed)'],
  ['', 'All'],
  ...COMPLAINT_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const),
] as const;

/** /admin/complaints/ (docs/complaints.md): every complaint, oldest clock first, by status. */
/** `nav` is the admin area's navigation (AdminNav), given by the route: a feature does not import another. */
export function AdminComplaintsPage({ nav }: { nav?: ReactNode }) {
  const api = useApi();
  const [status, setStatus] = useState('open');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...complaintQueries.adminList(api, status, page), placeholderData: keepPreviousData });
  return (
    <Page title="Complaints">
      {nav}
      <div className={styles.toolbar}>
        <SelectField
          label="Status"
          name="status"
          value={status}
          onValueChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          options={STATUS_CHOICES}
        />
      </div>
      <ComplaintPages list="admin" query={query} page={page} onPage={setPage} />
    </Page>
  );
}
