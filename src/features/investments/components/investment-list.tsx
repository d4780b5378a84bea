import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Link, useBrand } from '#src/lib/navigation';
import { Notice } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import type { InvestmentSummary } from '#contract/investments/types';
import { investmentQueries } from '../api/investment-queries';
import { investmentMessages as m } from '../messages';
import { FetchedAt } from '#src/components/ui/fetched-at';
import { QueryProblem } from '#src/components/ui/query-problem';
import { InvestmentCard } from './investment-card';
import { SkippedNote } from './skipped-note';
import * as styles from './investments.css';

const DISCOVER = {
  to: '/discover/expertbaskets/',
  search: { 'order-by': '', 'order-by-field': 'popularity' },
} as const;

function Cards({ items, label }: { items: InvestmentSummary[]; label: string }) {
  const brand = useBrand();
  const brokerName = (id: string) => brand.brokers.find((b) => b.id === id)?.name ?? id;
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((investment) => (
        <li key={investment.investment}>
          <InvestmentCard investment={investment} brokerName={brokerName(investment.broker_id)} />
        </li>
      ))}
    </ul>
  );
}

/** 'My Investments': the active investments, then the closed ones; an empty account is sent to discover. */
export function InvestmentList() {
  const api = useApi();
  const active = useQuery(investmentQueries.active(api));
  const closed = useQuery(investmentQueries.closed(api));
  if (active.isPending) return <Spinner label={m.loading} />;
  if (!active.data)
    return <QueryProblem messages={m} title={m.failed} error={active.error} onRetry={() => void active.refetch()} />;
  const items = active.data.investments;
  const closedItems = closed.data?.investments ?? [];
  return (
    <>
      <FetchedAt asOf={active.data.as_of} error={active.error} />
      <section className={styles.section} aria-labelledby="inv-active">
        <h2 id="inv-active" className={styles.sectionTitle}>
          {m.active}
        </h2>
        <SkippedNote skipped={active.data.skipped_investments} />
        {items.length > 0 ? (
          <Cards items={items} label={m.active} />
        ) : active.data.skipped_investments?.length ? null : (
          <Notice title={m.emptyTitle}>
            <p>{m.emptyText}</p>
            <Link to={DISCOVER.to} search={DISCOVER.search}>
              {m.discover}
            </Link>
          </Notice>
        )}
      </section>
      <section className={styles.section} aria-labelledby="inv-closed">
        <h2 id="inv-closed" className={styles.sectionTitle}>
          {m.closed}
        </h2>
        {closed.isPending ? (
          <Spinner label={m.loading} />
        ) : closed.data ? (
          <>
            <SkippedNote skipped={closed.data.skipped_investments} />
            {closedItems.length === 0 ? (
              <p className={styles.muted}>{m.noneClosed}</p>
            ) : (
              <Cards items={closedItems} label={m.closed} />
            )}
          </>
        ) : (
          <QueryProblem messages={m} title={m.failed} error={closed.error} onRetry={() => void closed.refetch()} />
        )}
      </section>
    </>
  );
}
