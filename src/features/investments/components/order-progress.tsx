import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Trade } from '#contract/trading/types';
import { useApi } from '#src/lib/http/api-context';
import { Spinner } from '#src/components/ui/spinner';
import { investmentQueries } from '../api/investment-queries';
import { nextPollMs } from '../order-backoff';
import { tradeMessages as m } from '../trade-messages';
import { OrderLines } from './order-lines';
import * as styles from './investments.css';

/** How a placed trade is followed: this polling view, or the trading feature's live one (the route decides). */
export type ProgressView = (props: { placed: Trade }) => ReactNode;

/**
 * A placed trade's orders as the broker reports them: API.trading.orderStatus read again with
 * back-off (1 s doubling to 10 s) until every line is final. The status is announced politely.
 */
export function OrderProgress({ placed }: { placed: Trade }) {
  const api = useApi();
  const trade = placed.trade;
  const status = useQuery({
    ...investmentQueries.orderStatus(api, trade),
    initialData: placed,
    refetchInterval: (query) => nextPollMs(query.state.data, query.state.dataUpdateCount),
    refetchIntervalInBackground: false,
  });
  return (
    <section aria-labelledby={`progress-${trade}`} data-testid="order-progress">
      <h3 id={`progress-${trade}`} className={styles.subTitle}>
        {m.progressTitle}
      </h3>
      {status.data ? (
        <>
          <p role="status" className={styles.muted}>
            {m.statuses[status.data.status]}. {m.progressLive}
          </p>
          <OrderLines lines={status.data.lines} />
        </>
      ) : status.isError ? (
        <p role="alert">{m.progressFailed}</p>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
