import { useId } from 'react';
import type { BuyOnlyFigures as Figures, StockDrift } from '#contract/investments/buy-only';
import { formatPercent, formatRupees } from '#contract/locale/format';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { dialogMessages } from '../dialog-messages';
import * as styles from './investments.css';

const m = dialogMessages.rebalance;

const columns: DataColumn<StockDrift>[] = [
  { header: m.symbol, cell: (s) => s.symbol },
  { header: m.weightAfter, numeric: true, cell: (s) => formatPercent(s.weight) },
  { header: m.target, numeric: true, cell: (s) => formatPercent(s.target) },
  { header: m.drift, numeric: true, emphasis: 'key', cell: (s) => formatPercent(s.drift, { signed: true }) },
];

/** What is still needed after the buys: more money, nothing, or a sale. */
function toTargetText(toTarget: number | null): string {
  if (toTarget === null) return m.onlyBySelling;
  return toTarget === 0 ? m.onTarget : m.toTarget(formatRupees(toTarget));
}

/**
 * The buy-only rebalance's figures (decision 0297): what the new money buys and leaves, the drift before and
 * after, each stock's weight after against its target, and the money still needed to reach the targets.
 */
export function BuyOnlyFigures({ figures }: { figures: Figures }) {
  const titleId = useId();
  const rows: [string, string][] = [
    [m.newMoney, formatRupees(figures.amount, { maxFractionDigits: 2 })],
    [m.spent, formatRupees(figures.spent, { maxFractionDigits: 2 })],
    [m.leftover, formatRupees(figures.leftover, { maxFractionDigits: 2 })],
    [m.driftBefore, formatPercent(figures.drift_before)],
    [m.driftAfter, formatPercent(figures.drift_after)],
  ];
  return (
    <section aria-labelledby={titleId} data-testid="buy-only-figures">
      <h3 id={titleId} className={styles.subTitle}>
        {m.buyOnly}
      </h3>
      <dl className={styles.figures}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p data-testid="buy-only-to-target">{toTargetText(figures.to_target)}</p>
      <p className={styles.muted}>{m.driftHint}</p>
      <DataTable
        rows={figures.stocks}
        columns={columns}
        caption={m.driftTable}
        rowKey={(s) => s.symbol}
        testId="buy-only-drift"
      />
    </section>
  );
}
