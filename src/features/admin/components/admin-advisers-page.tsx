import { useQuery } from '@tanstack/react-query';
import { Notice, Page } from '#src/components/ui/page';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { adminQueries } from '../api/admin-queries';
import { AdminLoadState } from './admin-load-state';
import * as styles from './admin.css';

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
        <ScrollBox>
          <table className={styles.table}>
            <caption className={styles.caption}>The profiles investors see on each adviser’s page</caption>
            <thead>
              <tr>
                {['Adviser', 'SEBI registration', 'City', 'Signs in as'].map((h) => (
                  <th key={h} scope="col" className={styles.cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {curators.map((c) => (
                <tr key={c.slug}>
                  <th scope="row" className={styles.cell}>
                    <Link to="/admin/advisers/$slug/" params={{ slug: c.slug }} aria-label={`Edit ${c.name}`}>
                      {c.name}
                    </Link>
                    <br />
                    <span className={styles.muted}>{c.adviserType}</span>
                  </th>
                  <td className={styles.cell}>{c.sebi_registration}</td>
                  <td className={styles.cell}>{c.city || '—'}</td>
                  <td className={styles.cell}>{c.userEmail ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : null}
    </Page>
  );
}
