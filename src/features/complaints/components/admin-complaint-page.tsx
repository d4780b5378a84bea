import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import { Page } from '#src/components/ui/page';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { complaintQueries } from '../api/complaint-queries';
import { ComplaintAnswerForm } from './complaint-answer-form';
import { ComplaintFacts } from './complaint-facts';
import { ComplaintFiles } from './complaint-files';
import { ComplaintHistory } from './complaint-history';
import { LoadState } from './load-state';
import * as styles from './complaints.css';

/**
 * /admin/complaints/$reference/ (docs/complaints.md): one complaint; answer it, move it, resolve and
 * close it. `nav` is the admin area's navigation (AdminNav), given by the route.
 */
export function AdminComplaintPage({ reference, nav }: { reference: string; nav?: ReactNode }) {
  const api = useApi();
  const query = useQuery(complaintQueries.adminOne(api, reference));
  const c = query.data?.complaint;
  return (
    <Page title="Complaint">
      {nav}
      <p className={styles.meta}>
        <Link to="/admin/complaints/">All complaints</Link>
      </p>
      {!c ? (
        <LoadState error={query.error} retry={() => void query.refetch()} what="this complaint" />
      ) : (
        <>
          <ComplaintFacts complaint={c} investor={`${c.investor.name} (${c.investor.email})`} />
          <ComplaintFiles files={c.files} pathOf={(id) => API.complaints.adminFile(c.reference, id)} />
          <h2>History</h2>
          <ComplaintHistory history={c.history} team="Team" investor="Investor" />
          {c.status === 'closed' ? null : (
            <ComplaintAnswerForm key={c.status} reference={c.reference} status={c.status} />
          )}
        </>
      )}
    </Page>
  );
}
