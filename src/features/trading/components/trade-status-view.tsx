import type { TradeBody } from '#contract/trading/types';
import { formatRupees } from '#contract/locale/format';
import { Link } from '#src/lib/navigation';
import { Spinner } from '#src/components/ui/spinner';
import { tradingMessages as m } from '../messages';
import { queuedLine } from '../next-window';
import { useTradeStatus } from '../use-trade-status';
import { useModifyOrder } from './modify-line';
import { OrderLinesTable } from './order-lines-table';
import { StatusChip } from './status-chip';
import * as styles from './trading.css';

/**
 * Where an investor's holdings are listed (docs/investments-screens.md, "Addresses"; its screen is the investments
 * feature's).
 */
export const INVESTMENTS_PATH = '/account/investments/';

/**
 * A placed trade, live: each line's status and filled quantity (Modify on an open one), then the summary and where
 * to go next.
 */
export function TradeStatusView({ placed }: { placed: TradeBody }) {
  const { trade, settled } = useTradeStatus(placed);
  const modify = useModifyOrder(trade);
  const complete = trade.lines.filter((l) => l.status === 'COMPLETE').length;
  const invested = trade.lines.reduce((sum, l) => sum + (l.filled_quantity ?? 0) * (l.average_price ?? 0), 0);
  const queued = queuedLine(trade.queued_for);
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <StatusChip status={trade.status} />
        {settled ? (
          <p role="status" className={styles.muted}>
            {m.settled} {m.summary(complete, trade.lines.length)}
          </p>
        ) : queued ? (
          <p role="status" className={styles.muted} data-testid="amo-queued">
            {queued}
          </p>
        ) : (
          <Spinner label={trade.status === 'placing' ? m.sending : m.live} />
        )}
      </div>
      <OrderLinesTable lines={trade.lines} placed action={modify.action} />
      {modify.dialog}
      {settled && invested > 0 ? <p>{m.invested(formatRupees(invested, { maxFractionDigits: 2 }))}</p> : null}
      {settled ? (
        <p className={styles.row}>
          <a className={styles.link} href={INVESTMENTS_PATH}>
            {m.seeInvestments}
          </a>
          <Link className={styles.link} to="/account/orders/">
            {m.seeOrders}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
