import { formatDate, formatRupees } from '#contract/locale/format';
import type { RealisedSale, SoldLot } from '#contract/tax/types';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { capitalGainsMessages as m } from '../messages';
import * as styles from './capital-gains.css';

interface LotRow {
  sale: RealisedSale;
  lot: SoldLot;
  /** The lot's place in its sale, for a stable key. */
  index: number;
}

const c = m.columns;
const COLUMNS: readonly DataColumn<LotRow>[] = [
  { header: c.symbol, cell: (r) => r.sale.symbol },
  { header: c.soldOn, cell: (r) => formatDate(r.sale.sold_on) },
  { header: c.boughtOn, cell: (r) => formatDate(r.lot.bought_on) },
  { header: c.quantity, cell: (r) => r.lot.quantity, numeric: true },
  {
    header: c.gain,
    cell: (r) => formatRupees(r.lot.gain, { maxFractionDigits: 2, signed: true }),
    numeric: true,
    emphasis: 'key',
    testId: 'lot-gain',
  },
  { header: c.term, cell: (r) => m.term[r.lot.term], testId: 'lot-term' },
];

/**
 * The year's sales, one row per lot each sold (first in, first out): a sale of shares bought on two days
 * is two rows. On a phone each row is a card (decision 0257). Shares sold that no lot here covered are
 * said under the table, as they are left out of the gains.
 */
export function SalesTable({ year, sales }: { year: string; sales: readonly RealisedSale[] }) {
  const rows = sales.flatMap((sale) => sale.lots.map((lot, index): LotRow => ({ sale, lot, index })));
  return (
    <>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(r) => `${r.sale.trade}-${r.sale.symbol}-${r.index}`}
        caption={m.salesCaption(year)}
        rowData={(r) => ({ 'data-symbol': r.sale.symbol })}
        testId="tax-lots"
      />
      {sales
        .filter((s) => s.unmatched_quantity > 0)
        .map((s) => (
          <p key={`${s.trade}-${s.symbol}`} className={styles.muted}>
            {m.unmatched(s.symbol, formatDate(s.sold_on), s.unmatched_quantity)}
          </p>
        ))}
    </>
  );
}
