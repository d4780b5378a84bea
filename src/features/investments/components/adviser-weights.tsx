import type { RebalanceDetailsBody } from '#contract/investments/types';
import { formatPercent } from '#contract/locale/format';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { dialogMessages } from '../dialog-messages';
import * as styles from './investments.css';

const m = dialogMessages.rebalance;

type Weights = RebalanceDetailsBody['target_weights'];

/** Two short columns fit a phone as a table. */
const columns: DataColumn<Weights[number]>[] = [
  { header: m.symbol, cell: (w) => <abbr title={w.name}>{w.symbol}</abbr> },
  { header: m.weight, numeric: true, cell: (w) => formatPercent(w.weight) },
];

/** The weights the adviser set for this investor (docs/rebalance-from-sheet.md), heaviest first. */
export function AdviserWeights({ weights }: { weights: Weights }) {
  return (
    <div className={styles.tableGap}>
      <DataTable
        rows={weights}
        columns={columns}
        caption={m.adviserWeights}
        rowKey={(w) => w.symbol}
        cardsBelow="never"
        testId="adviser-weights"
      />
    </div>
  );
}
