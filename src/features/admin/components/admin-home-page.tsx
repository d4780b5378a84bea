import { useQuery } from '@tanstack/react-query';
import { FactList } from '#src/components/ui/fact-list';
import { Page } from '#src/components/ui/page';
import { TitledSection } from '#src/components/ui/page';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { useApi } from '#src/lib/http/api-context';
import { adminQueries } from '../api/admin-queries';
import { AdminLoadState } from './admin-load-state';
import { BrandConfigTable, BrandFeaturesTable } from './brand-features-table';
import * as styles from './admin.css';

const shell = { className: styles.section, titleClassName: styles.heading };

/** /admin/ (docs/admin.md): the people counts, every brand's configuration and its feature toggles. */
export function AdminHomePage() {
  const query = useQuery(adminQueries.brands(useApi()));
  const data = query.data;
  const counts: Array<[string, number]> = data
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
          <TitledSection id="admin-counts" title="People" {...shell}>
            <FactList facts={counts} classes={{ list: styles.counts, row: styles.count, value: styles.countValue }} />
          </TitledSection>
          <TitledSection id="admin-brands" title="Brands" {...shell}>
            <BrandConfigTable data={data} />
          </TitledSection>
          <TitledSection id="admin-features" title="Features" {...shell}>
            <BrandFeaturesTable data={data} />
          </TitledSection>
        </>
      ) : null}
    </Page>
  );
}
