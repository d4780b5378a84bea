import type { RebalanceDetailsBody } from '#contract/investments/types';
import { formatPercent } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { dialogMessages } from '../dialog-messages';
import * as styles from './investments.css';

const m = dialogMessages.rebalance;

/** The weights the adviser set for this investor (docs/rebalance-from-sheet.md), heaviest first. */
export function AdviserWeights({ weights }: { weights: RebalanceDetailsBody['target_weights'] }) {
  return (
    <div className={styles.tableGap}>
      <ScrollBox>
        <table className={styles.table} data-testid="adviser-weights">
          <caption className={styles.caption}>{m.adviserWeights}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {m.symbol}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.weight}
              </th>
            </tr>
          </thead>
          <tbody>
            {weights.map((w) => (
              <tr key={w.symbol}>
                <th scope="row" className={styles.cell}>
                  <abbr title={w.name}>{w.symbol}</abbr>
                </th>
                <td className={styles.numeric}>{formatPercent(w.weight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}
