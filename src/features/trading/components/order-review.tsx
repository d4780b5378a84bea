import { formatRupees } from '#contract/locale/format';
import type { OrderType, TradePreviewBody } from '#contract/trading/types';
import { AlertLines } from '#src/components/ui/alert-lines';
import { tradingMessages as m } from '../messages';
import { windowClosedLines } from '../next-window';
import { AmoOffer } from './amo-offer';
import { OrderLinesTable } from './order-lines-table';
import * as styles from './trading.css';

const money = (n: number | null) => formatRupees(n, { maxFractionDigits: 2 });

export interface OrderReviewProps {
  preview: TradePreviewBody;
  onOrderType: (type: OrderType) => void;
  /** A new preview is on its way (the order type changed). */
  updating: boolean;
  /** Placing the reviewed orders as an after-market order, offered while the window is closed and the broker takes one. */
  amo?: { place: () => void; placing: boolean };
}

/**
 * The review before placing: each line, the total, what whole shares leave as cash, the margin a market
 * order needs, the charges, funds needed against funds available, and whether orders are accepted now.
 */
export function OrderReview({ preview, onOrderType, updating, amo }: OrderReviewProps) {
  const closed = windowClosedLines(preview.window);
  return (
    <div className={styles.stack} aria-busy={updating || undefined}>
      <fieldset className={styles.toggle}>
        <legend className={styles.legend}>{m.orderType}</legend>
        {(['MARKET', 'LIMIT'] as const).map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name="order-type"
              value={type}
              checked={preview.order_type === type}
              disabled={updating}
              onChange={() => onOrderType(type)}
            />
            {type === 'MARKET' ? m.market : m.limit}
          </label>
        ))}
      </fieldset>
      <OrderLinesTable lines={preview.lines} />
      <dl className={styles.totals}>
        <dt className={styles.totalLabel}>{m.total}</dt>
        <dd className={styles.totalValue}>{money(preview.total)}</dd>
        <dt className={styles.totalLabel}>{m.leftover}</dt>
        <dd className={styles.totalValue}>{money(preview.leftover)}</dd>
        {preview.order_type === 'MARKET' ? (
          <>
            <dt className={styles.totalLabel}>{m.margin}</dt>
            <dd className={styles.totalValue} data-testid="margin">
              {money(preview.margin)}
            </dd>
          </>
        ) : null}
        <dt className={styles.totalLabel}>{m.charges}</dt>
        <dd className={styles.totalValue}>{money(preview.charges.total)}</dd>
        <dt className={styles.totalLabel}>{m.fundsNeeded}</dt>
        <dd className={styles.totalValue}>{money(preview.funds_needed)}</dd>
        <dt className={styles.totalLabel}>{m.fundsAvailable}</dt>
        <dd className={styles.totalValue}>
          {preview.funds_available === null ? m.fundsUnknown : money(preview.funds_available)}
        </dd>
      </dl>
      {preview.order_type === 'MARKET' ? <p className={styles.note}>{m.marginNote}</p> : null}
      <AlertLines lines={closed} testId="window-closed" />
      <AmoOffer
        window={preview.window}
        note={m.amoNote}
        place={amo?.place}
        placing={amo?.placing ?? false}
        disabled={updating}
      />
    </div>
  );
}
