import { useQuery } from '@tanstack/react-query';
import type { AdminCurator } from '#contract/admin/types';
import { Notice, Page } from '#src/components/ui/page';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { adminQueries } from '../api/admin-queries';
import { AdminLoadState } from './admin-load-state';
import * as styles from './admin.css';

const columns: DataColumn<AdminCurator>[] = [
  {
    header: 'Adviser',
    cell: (c) => (
      <>
        <Link to="/admin/advisers/$slug/" params={{ slug: c.slug }} aria-label={`Edit ${c.name}`}>
          {c.name}
        </Link>
        <br />
        <span className={styles.muted}>{c.adviserType}</span>
      </>
    ),
  },
  { header: 'SEBI registration', cell: (c) => c.sebi_registration },
  { header: 'City', cell: (c) => c.city || '—' },
  { header: 'Signs in as', cell: (c) => c.userEmail ?? '—' },
];

/** /admin/advisers/: every adviser profile (spec: curators details), each to edit. */
export function AdminAdvisersPage() {
  const query = useQuery(adminQueries.curators(useApi()));
  const curators = query.data?.curators;
  return (
    <Page title="Advisers">
      <AdminNav />
      <AdminLoadState query={query} what="advisers" />
      {curators?.length === 0 ? (
        <Notice title="No advisers yet">
          <p>Adviser profiles appear here once they are added.</p>
        </Notice>
      ) : null}
      {curators?.length ? (
        <DataTable
          rows={curators}
          columns={columns}
          rowKey={(c) => c.slug}
          caption="The profiles investors see on each adviser’s page"
        />
      ) : null}
    </Page>
  );
}
