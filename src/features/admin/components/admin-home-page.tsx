import { useQuery } from '@tanstack/react-query';
import { Page } from '#src/components/ui/page';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { useApi } from '#src/lib/http/api-context';
import { adminQueries } from '../api/admin-queries';
import { AdminLoadState } from './admin-load-state';
import { BrandConfigTable, BrandFeaturesTable } from './brand-features-table';
import * as styles from './admin.css';

/** /admin/ (docs/admin.md): the people counts, every brand's configuration and its feature toggles. */
export function AdminHomePage() {
  const query = useQuery(adminQueries.brands(useApi()));
  const data = query.data;
  const counts = data
    ? [
        ['Users', data.counts.users],
        ['Advisers', data.counts.advisers],
        ['Adviser profiles', data.counts.adviserProfiles],
        ['Dealers', data.counts.dealers],
        ['Admins', data.counts.admins],
      ]
    : [];
  return (
    <Page title="Admin">
      <AdminNav />
      <AdminLoadState query={query} what="overview" />
      {data ? (
        <>
          <section className={styles.section} aria-labelledby="admin-counts">
            <h2 id="admin-counts" className={styles.heading}>
              People
            </h2>
            <dl className={styles.counts}>
              {counts.map(([label, n]) => (
                <div key={label} className={styles.count}>
                  <dt>{label}</dt>
                  <dd className={styles.countValue}>{n}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="admin-brands">
            <h2 id="admin-brands" className={styles.heading}>
              Brands
            </h2>
            <BrandConfigTable data={data} />
          </section>
          <section className={styles.section} aria-labelledby="admin-features">
            <h2 id="admin-features" className={styles.heading}>
              Features
            </h2>
            <BrandFeaturesTable data={data} />
          </section>
        </>
      ) : null}
    </Page>
  );
}
