import { lazy, Suspense, useState } from 'react';
import type { BasketDetails, ConstituentRow } from '#contract/baskets/details';
import { formatPercent, formatPrice } from '#contract/locale/format';
import { basketPageMessages as m } from '../basket-page-messages';
import { SectorBreakdown } from './sector-breakdown';
import { Button } from '#src/components/ui/button';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import * as styles from './basket-page.css';
import { nameButton } from './constituents.css';

const signed = (value: number) => formatPercent(value, { signed: true });

// A stock's sheet loads when a reader first reaches for one (a pointer over a name, focus on it, a
// click), never with the page: the basket page's first load stays within its ceiling.
const loadSheet = () => import('./stock-sheet');
const StockSheet = lazy(() => loadSheet().then((s) => ({ default: s.StockSheet })));

const columnsFor = (openSheet: (row: ConstituentRow) => void): DataColumn<ConstituentRow>[] => [
  { header: m.symbol, cell: (row) => row.symbol },
  {
    header: m.name,
    cell: (row) => (
      <Button
        variant="text"
        className={nameButton}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => openSheet(row)}
      >
        {row.name}
      </Button>
    ),
  },
  { header: m.sector, cell: (row) => row.sector },
  { header: m.weight, numeric: true, emphasis: 'key', cell: (row) => formatPercent(row.weight) },
  { header: m.ltp, numeric: true, cell: (row) => formatPrice(row.ltp) },
  { header: m.dayChange, numeric: true, cell: (row) => signed(row.changePercent) },
];

/**
 * The stocks in the basket with their weights and today's prices, then the weight by sector. Each
 * stock's name opens its sheet (stock-sheet.tsx): its price and the day's figures, its place in the basket.
 */
export function ConstituentsSection({ basket }: { basket: BasketDetails }) {
  const [sheet, setSheet] = useState<{ row: ConstituentRow | null } | null>(null);
  const rows = basket.constituents;
  return (
    <section className={styles.section} aria-labelledby="basket-constituents">
      <h2 id="basket-constituents" className={styles.sectionTitle}>
        {m.constituents}
      </h2>
      <DataTable
        rows={rows}
        columns={columnsFor((row) => setSheet({ row }))}
        caption={m.constituentsCaption(rows.length)}
        rowKey={(r) => r.symbol}
      />
      <SectorBreakdown sectors={basket.sectors} />
      {sheet ? (
        <Suspense fallback={null}>
          <StockSheet row={sheet.row} basket={basket} onClose={() => setSheet({ row: null })} />
        </Suspense>
      ) : null}
    </section>
  );
}
