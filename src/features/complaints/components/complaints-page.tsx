import { useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AdminComplaintSummary, ComplaintSummary } from '#contract/complaints/types';
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
      <ComplaintPages list="mine" query={query} page={page} onPage={setPage} />
    </Page>
  );
}

/** Each list's words: what loads, what an empty page says, and its pager's name. */
const LISTS = {
  mine: {
    what: 'your complaints',
    empty: 'You have not filed a complaint. If something went wrong, tell us: we answer within 21 days.',
    pagesLabel: 'Pages of your complaints',
  },
  admin: { what: 'complaints', empty: 'No complaint has this status.', pagesLabel: 'Pages of complaints' },
};

/** A page of complaints under its loading and error states, 'No complaints' when there are none, and the pager. */
export function ComplaintPages({
  list,
  query,
  page,
  onPage,
}: {
  /** The investor's own complaints, or every complaint (the admin's list, linking to the admin's pages). */
  list: keyof typeof LISTS;
  query: UseQueryResult<{ complaints: ComplaintSummary[] | AdminComplaintSummary[]; isNextPage: boolean }, unknown>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { what, empty, pagesLabel } = LISTS[list];
  if (!query.data) return <LoadState error={query.error} retry={() => void query.refetch()} what={what} />;
  if (query.data.complaints.length === 0)
    return (
      <Notice title="No complaints">
        <p>{empty}</p>
      </Notice>
    );
  return (
    <>
      <ComplaintList complaints={query.data.complaints} admin={list === 'admin'} />
      <PageNav
        label={pagesLabel}
        page={page}
        hasNext={query.data.isNextPage}
        onPage={onPage}
        className={styles.pager}
      />
    </>
  );
}
