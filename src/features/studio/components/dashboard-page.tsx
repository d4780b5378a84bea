import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { Link, useBrand } from '#src/lib/navigation';
import { useSession } from '#src/lib/session/use-session';
import { Button, buttonClass } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { studioQueries } from '../api/studio-dashboard-queries';
import { dashboardMessages as m } from '../dashboard-messages';
import { DashboardBaskets, DashboardTotals, UpcomingRebalances } from './dashboard-sections';
import { StudioNav } from './studio-nav';
import * as styles from './dashboard.css';

/** /studio/: the adviser's dashboard (docs/studio.md, "Dashboard"). */
export function StudioDashboardPage() {
  const { features } = useBrand();
  const { user } = useSession();
  const dashboard = useQuery({ ...studioQueries.dashboard(useApi(), user?.id ?? 0), enabled: user !== null });
  const actions = (
    <div className={styles.actions}>
      {features['create-basket'] ? (
        <Link to="/studio/baskets/new/" className={buttonClass('primary')}>
          {m.newBasket}
        </Link>
      ) : null}
      {features['create-basket-automated'] ? (
        <Link to="/studio/automated/new/" className={buttonClass('secondary')}>
          {m.newAutomatedBasket}
        </Link>
      ) : null}
      {features.blog ? (
        <Link to="/studio/posts/" className={buttonClass('secondary')}>
          {m.posts}
        </Link>
      ) : null}
    </div>
  );
  let content;
  if (dashboard.isPending) content = <Spinner label={m.loading} />;
  else if (dashboard.isError)
    content = (
      <Notice title={m.failed} role="alert">
        <p>{dashboard.error instanceof ApiError && dashboard.error.isOffline ? m.offline : m.serverError}</p>
        <Button onClick={() => void dashboard.refetch()}>{m.retry}</Button>
      </Notice>
    );
  else if (dashboard.data.baskets.length === 0)
    content = (
      <Notice title={m.empty}>
        <p>{features['create-basket'] ? m.emptyHelp : m.emptyNoCreate}</p>
        {actions}
      </Notice>
    );
  else
    content = (
      <>
        <p className={styles.muted}>
          {dashboard.data.adviser.name} · {dashboard.data.adviser.sebi_registration}
        </p>
        {actions}
        <DashboardTotals totals={dashboard.data.totals} skipped={dashboard.data.skipped_investments} />
        <DashboardBaskets body={dashboard.data} features={features} />
        <UpcomingRebalances upcoming={dashboard.data.upcoming_rebalances} />
      </>
    );
  return (
    <Page title={m.title} hold={dashboard.isPending}>
      <StudioNav />
      {content}
    </Page>
  );
}
