import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useBrand } from '#src/lib/navigation';
import { Page, Notice, leadClass } from '#src/components/ui/page';
import { RouteError } from '#src/components/ui/route-error';
import { useApi } from '#src/lib/http/api-context';
import { curatorQueries } from '../api/basket-queries';
import { basketMessages as m } from '../messages';
import { CuratorCard } from './curator-card';
import { basketErrors } from '../route-states';
import * as cards from './cards.css';

/** 'Managers' or 'Experts', as the brand names its advisers (docs/baskets.md, "What the brand decides"). */
export function ManagersPage() {
  const brand = useBrand();
  const { data } = useSuspenseQuery(curatorQueries.all(useApi()));
  return (
    <Page title={brand.navLabel}>
      <p className={leadClass}>{m.managersLead}</p>
      {data.curators.length === 0 ? (
        <Notice title={m.emptyManagers(brand.navLabel)} />
      ) : (
        <ul className={cards.grid} aria-label={brand.navLabel}>
          {data.curators.map((curator) => (
            <li key={curator.slug}>
              <CuratorCard curator={curator} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export function ManagersError(props: ErrorComponentProps) {
  const brand = useBrand();
  return <RouteError {...props} {...basketErrors(brand.navLabel, m.managersFailed(brand.navLabel))} />;
}
