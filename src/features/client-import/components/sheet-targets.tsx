import type { SheetTarget } from '#contract/rebalance-sheets/types';
import { formatPercent } from '#contract/locale/format';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { rebalanceMessages as m } from '../rebalance-messages';
import * as styles from './rebalance-sheet.css';

const c = m.columns;
const columns: DataColumn<SheetTarget['stocks'][number]>[] = [
  { header: c.stock, cell: (s) => <abbr title={s.name}>{s.symbol}</abbr> },
  { header: c.now, numeric: true, cell: (s) => formatPercent(s.currentWeight) },
  { header: c.target, numeric: true, emphasis: 'key', cell: (s) => formatPercent(s.targetWeight) },
  { header: c.change, emphasis: 'key', cellClass: (s) => styles.change[s.change], cell: (s) => m.change[s.change] },
];

function TargetStocks({ target }: { target: SheetTarget }) {
  return (
    <DataTable
      rows={target.stocks}
      columns={columns}
      rowKey={(s) => s.symbol}
      rowData={(s) => ({ 'data-symbol': s.symbol })}
      caption={m.stocksCaption(target.client.name, target.basket.name)}
      hiddenCaption
      cardsBelow="narrow"
    />
  );
}

/**
 * One page of a sheet's targets: for each investment the client, basket, broker and the sheet's rows,
 * then each stock's weight now (holdings at last prices) → its target, and what changes.
 */
export function SheetTargets({ targets }: { targets: readonly SheetTarget[] }) {
  return (
    <ul className={styles.targets} aria-label={m.targets}>
      {targets.map((t) => (
        <li key={t.investment} className={styles.target} data-investment={t.investment}>
          <h3 className={styles.targetHeading}>{m.targetHeading(t.client.name, t.basket.name)}</h3>
          <p className={styles.meta}>{m.targetMeta(t.client.email, t.broker, t.rows)}</p>
          {t.investmentStatus === 'closed' ? <p className={styles.closed}>{m.closed}</p> : null}
          <TargetStocks target={t} />
        </li>
      ))}
    </ul>
  );
}
