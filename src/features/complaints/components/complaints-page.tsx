import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Notice, Page } from '#src/components/ui/page';
import { PageNav } from '#src/components/ui/page-nav';
import { buttonClass } from '#src/components/ui/button';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { complaintQueries } from '../api/complaint-queries';
import { ComplaintList } from './complaint-list';
import { LoadState } from './load-state';
import * as styles from './complaints.css';

/** /account/complaints/ (docs/complaints.md): the investor's complaints, newest first. */
export function ComplaintsPage() {
  const api = useApi();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...complaintQueries.mine(api, page), placeholderData: keepPreviousData });
  return (
    <Page title="Complaints">
      <div className={styles.toolbar}>
        <Link className={buttonClass('primary')} to="/account/complaints/new/">
          File a complaint
        </Link>
      </div>
      {!query.data ? (
        <LoadState error={query.error} retry={() => void query.refetch()} what="your complaints" />
      ) : query.data.complaints.length === 0 ? (
        <Notice title="No complaints">
          <p>You have not filed a complaint. If something went wrong, tell us: we answer within 21 days.</p>
        </Notice>
      ) : (
        <>
          <ComplaintList complaints={query.data.complaints} />
          <PageNav
            label="Pages of your complaints"
            page={page}
            hasNext={query.data.isNextPage}
            onPage={setPage}
            className={styles.pager}
          />
        </>
      )}
    </Page>
  );
}
