import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Link, useBrand } from '#src/lib/navigation';
import type { InvestmentSummary } from '#contract/investments/types';
import { investmentQueries } from '../api/investment-queries';
import { investmentMessages as m } from '../messages';
import { FetchedAt } from '#src/components/ui/fetched-at';
import { QueryView } from '#src/components/ui/query-view';
import { Notice, TitledSection } from '#src/components/ui/page';
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
  return (
    <QueryView query={active} loading={m.loading} problem={{ title: m.failed, messages: m }}>
      {(data) => (
        <>
          <FetchedAt asOf={data.as_of} error={active.error} />
          <TitledSection
            id="inv-active"
            title={m.active}
            className={styles.section}
            titleClassName={styles.sectionTitle}
          >
            <SkippedNote skipped={data.skipped_investments} />
            {data.investments.length > 0 ? (
              <Cards items={data.investments} label={m.active} />
            ) : data.skipped_investments?.length ? null : (
              <Notice title={m.emptyTitle}>
                <p>{m.emptyText}</p>
                <Link to={DISCOVER.to} search={DISCOVER.search}>
                  {m.discover}
                </Link>
              </Notice>
            )}
          </TitledSection>
          <TitledSection
            id="inv-closed"
            title={m.closed}
            className={styles.section}
            titleClassName={styles.sectionTitle}
          >
            <QueryView query={closed} loading={m.loading} problem={{ title: m.failed, messages: m }}>
              {(closedData) => (
                <>
                  <SkippedNote skipped={closedData.skipped_investments} />
                  {closedData.investments.length === 0 ? (
                    <p className={styles.muted}>{m.noneClosed}</p>
                  ) : (
                    <Cards items={closedData.investments} label={m.closed} />
                  )}
                </>
              )}
            </QueryView>
          </TitledSection>
        </>
      )}
    </QueryView>
  );
}
