import type { ConstituentRow, SectorWeight } from '#contract/baskets/details';
import { formatPercent, formatPrice } from '#contract/locale/format';
import { basketPageMessages as m } from '../basket-page-messages';
import { SectorBreakdown } from './sector-breakdown';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import * as styles from './basket-page.css';

const signed = (value: number) => formatPercent(value, { signed: true });

const columns: DataColumn<ConstituentRow>[] = [
  { header: m.symbol, cell: (row) => row.symbol },
  { header: m.name, cell: (row) => row.name },
  { header: m.sector, cell: (row) => row.sector },
  { header: m.weight, numeric: true, emphasis: 'key', cell: (row) => formatPercent(row.weight) },
  { header: m.ltp, numeric: true, cell: (row) => formatPrice(row.ltp) },
  { header: m.dayChange, numeric: true, cell: (row) => signed(row.changePercent) },
];

/** The stocks in the basket with their weights and today's prices, then the weight by sector. */
export function ConstituentsSection({ rows, sectors }: { rows: ConstituentRow[]; sectors: SectorWeight[] }) {
  return (
    <section className={styles.section} aria-labelledby="basket-constituents">
      <h2 id="basket-constituents" className={styles.sectionTitle}>
        {m.constituents}
      </h2>
      <DataTable rows={rows} columns={columns} caption={m.constituentsCaption(rows.length)} rowKey={(r) => r.symbol} />
      <SectorBreakdown sectors={sectors} />
    </section>
  );
}
