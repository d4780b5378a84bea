import { useQuery } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import { isOpen } from '#contract/complaints/rules';
import { Page } from '#src/components/ui/page';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { complaintQueries } from '../api/complaint-queries';
import { ComplaintFacts } from './complaint-facts';
import { ComplaintFiles } from './complaint-files';
import { ComplaintHistory } from './complaint-history';
import { ComplaintReplyForm } from './complaint-reply-form';
import { LoadState } from './load-state';
import * as styles from './complaints.css';

/** /account/complaints/$reference/ (docs/complaints.md): one complaint, its history, a reply while open. */
export function ComplaintPage({ reference }: { reference: string }) {
  const api = useApi();
  const query = useQuery(complaintQueries.one(api, reference));
  const c = query.data?.complaint;
  return (
    <Page title="Complaint">
      <p className={styles.meta}>
        <Link to="/account/complaints/">Your complaints</Link>
      </p>
      {!c ? (
        <LoadState error={query.error} retry={() => void query.refetch()} what="this complaint" />
      ) : (
        <>
          <ComplaintFacts complaint={c} />
          <ComplaintFiles files={c.files} pathOf={(id) => API.complaints.file(c.reference, id)} />
          <h2>History</h2>
          <ComplaintHistory history={c.history} />
          {isOpen(c.status) ? <ComplaintReplyForm reference={c.reference} /> : null}
        </>
      )}
    </Page>
  );
}
