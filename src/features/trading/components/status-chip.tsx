import type { OrderStatus, TradeStatus } from '#contract/trading/types';
import { tradingMessages as m } from '../messages';
import * as styles from './trading.css';

const tone = (status: OrderStatus | TradeStatus) => {
  if (status === 'COMPLETE' || status === 'complete') return styles.chip.success;
  if (['REJECTED', 'CANCELLED', 'rejected', 'cancelled', 'partial'].includes(status)) return styles.chip.error;
  return styles.chip.neutral;
};

/** A trade's or an order line's status, in words (colour only repeats what the words say). */
export function StatusChip({ status }: { status: OrderStatus | TradeStatus }) {
  const label = status in m.orderStatus ? m.orderStatus[status as OrderStatus] : m.tradeStatus[status as TradeStatus];
  return <span className={tone(status)}>{label}</span>;
}
