import type { RebalanceDetailsBody } from '#contract/investments/types';
import { formatRupees } from '#contract/locale/format';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { signedRupees, toneOf } from '../investment-figures';
import { dialogMessages } from '../dialog-messages';
import * as styles from './investments.css';

const m = dialogMessages.rebalance;

type Line = RebalanceDetailsBody['lines'][number];

/** A line that trades no share ('no change'): it has no side, whatever the server's side field says (UX review D16). */
const tradesNothing = (l: Line) => (l.newShareQty ?? l.quantity) === 0;

/** A dash for the eye, the words for a screen reader. */
function NoSide() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={styles.visuallyHidden}>{m.noSide}</span>
    </>
  );
}

const columns: DataColumn<Line>[] = [
  { header: m.symbol, cell: (l) => <abbr title={l.name}>{l.symbol}</abbr> },
  { header: m.side, emphasis: 'key', testId: 'rebalance-side', cell: (l) => (tradesNothing(l) ? <NoSide /> : l.side) },
  { header: m.after, numeric: true, cell: (l) => l.totalShareQty },
  { header: m.traded, numeric: true, emphasis: 'key', cell: (l) => l.newShareQty },
  { header: m.value, numeric: true, cell: (l) => formatRupees(l.value) },
  { header: m.tag, testId: 'rebalance-tag', cell: (l) => l.tag },
];

const rupees = (n: number) => formatRupees(n, { maxFractionDigits: 2 });

/** The sales the buy-only mode avoids: this mode's own, or (in the buy-only mode) each selling mode's. */
function salesAvoided(d: RebalanceDetailsBody): string {
  if (d.mode === 'BUY_ONLY') return m.salesAvoidedBuyOnly(d.sales.RECOMMENDED_CHANGES, d.sales.ADJUST_ALL_STOCK);
  return m.salesAvoided(d.dp_charges.stocks_sold, rupees(d.dp_charges.total));
}

/**
 * A rebalance's review: each line with the holding after (totalShareQty), the shares traded
 * (newShareQty) and its action tag exactly as the server sends it; a line that trades nothing shows no side.
 * Then the charges, the depository charge per stock sold, net cash, and the sales buying only avoids.
 */
export function RebalanceLines({ details }: { details: RebalanceDetailsBody }) {
  return (
    <>
      <DataTable
        rows={details.lines}
        columns={columns}
        caption={m.lines}
        rowKey={(l) => `${l.side}-${l.symbol}`}
        testId="rebalance-lines"
      />
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.charges}</dt>
          <dd className={styles.figureValue}>{rupees(details.charges.total)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.dpCharges}</dt>
          <dd className={styles.figureValue}>
            {m.dpChargesValue(
              rupees(details.dp_charges.per_stock),
              details.dp_charges.stocks_sold,
              rupees(details.dp_charges.total),
            )}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.netCash}</dt>
          <dd className={`${styles.figureValue} ${styles.tone[toneOf(details.net_cash)]}`}>
            {signedRupees(details.net_cash)}
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{m.netCashHint}</p>
      <p data-testid="sales-avoided">{salesAvoided(details)}</p>
    </>
  );
}
