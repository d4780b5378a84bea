import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, type ErrorComponentProps } from '@tanstack/react-router';
import { Page, leadClass } from '#src/components/ui/page';
import { useApi } from '#src/lib/http/api-context';
import { curatorQueries } from '../api/basket-queries';
import { basketMessages as m } from '../messages';
import { CuratorCard } from './curator-card';
import { LoadFailedPage, LoadingPage, Notice } from './load-states';
import * as cards from './cards.css';

/** 'Managers' or 'Experts', as the brand names its advisers (spec §2). */
export function ManagersPage() {
  const { brand } = useRouteContext({ from: '__root__' });
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

export function ManagersPending() {
  const { brand } = useRouteContext({ from: '__root__' });
  return <LoadingPage title={brand.navLabel} label={m.loadingManagers(brand.navLabel)} />;
}

export function ManagersError({ error }: ErrorComponentProps) {
  const { brand } = useRouteContext({ from: '__root__' });
  return <LoadFailedPage title={brand.navLabel} heading={m.managersFailed(brand.navLabel)} error={error} />;
}
