import type { Holding } from '#contract/investments/types';
import { formatDate, formatPercent, formatPrice, formatRupees } from '#contract/locale/format';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { investmentPageMessages as m } from '../messages';
import * as styles from './investments.css';

const quantity = new Intl.NumberFormat('en-IN');

const columns: DataColumn<Holding>[] = [
  { header: m.symbol, cell: (h) => <abbr title={h.name}>{h.symbol}</abbr> },
  { header: m.quantity, numeric: true, cell: (h) => quantity.format(h.quantity) },
  { header: m.averagePrice, numeric: true, cell: (h) => formatPrice(h.average_price) },
  { header: m.lastPrice, numeric: true, cell: (h) => formatPrice(h.last_price) },
  { header: m.value, numeric: true, emphasis: 'key', cell: (h) => formatRupees(h.value) },
  { header: m.weight, numeric: true, emphasis: 'key', cell: (h) => formatPercent(h.weight) },
];

/** What the investment holds: symbol, quantity, average price, last price, value, weight. */
export function HoldingsTable({ holdings }: { holdings: Holding[] }) {
  return (
    <section className={styles.section} aria-labelledby="inv-holdings">
      <h2 id="inv-holdings" className={styles.sectionTitle}>
        {m.holdings}
      </h2>
      <DataTable
        rows={holdings}
        columns={columns}
        caption={m.holdingsCaption(holdings.length)}
        rowKey={(h) => h.symbol}
      />
    </section>
  );
}

/** A closed investment holds nothing: a sentence in place of an empty table. */
export function ClosedHoldings({ closedAt }: { closedAt: string | null }) {
  return (
    <section className={styles.section} aria-labelledby="inv-holdings">
      <h2 id="inv-holdings" className={styles.sectionTitle}>
        {m.holdings}
      </h2>
      <p>{m.closedHoldings(formatDate(closedAt))}</p>
    </section>
  );
}
