import type { ReactNode } from 'react';
import type { Trade } from '#contract/trading/types';
import { useTradeStatus } from '#src/features/trading/use-trade-status';
import { tradingMessages } from '#src/features/trading/messages';
import { queuedLine } from '#src/features/trading/next-window';
import { useModifyOrder } from '#src/features/trading/components/modify-line';
import { tradeMessages as m } from '../trade-messages';
import { OrderLines } from './order-lines';
import * as styles from './investments.css';

/** How a placed trade is shown while it is followed (a test may put a stand-in in its place). */
export type ProgressView = (props: { placed: Trade }) => ReactNode;

/**
 * A placed trade's orders as the broker reports them, followed the trading feature's way (its live
 * event stream, then orderstatus polling with back-off) until every line is final, Modify on each open line; an
 * after-market order says when it is sent. The status is announced politely.
 */
export function OrderProgress({ placed }: { placed: Trade }) {
  const { trade } = useTradeStatus(placed);
  const modify = useModifyOrder(trade);
  const queued = queuedLine(trade.queued_for);
  return (
    <section aria-labelledby={`progress-${trade.trade}`} data-testid="order-progress">
      <h3 id={`progress-${trade.trade}`} className={styles.subTitle}>
        {m.progressTitle}
      </h3>
      <p role="status" className={styles.muted}>
        {tradingMessages.tradeStatus[trade.status]}. {m.progressLive}
      </p>
      {queued ? (
        <p className={styles.muted} data-testid="amo-queued">
          {queued}
        </p>
      ) : null}
      <OrderLines lines={trade.lines} action={modify.action} />
      {modify.dialog}
    </section>
  );
}
