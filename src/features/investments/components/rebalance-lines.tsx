import type { RebalanceDetailsBody } from '#contract/investments/types';
import { formatRupees } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { signedRupees, toneOf } from '../investment-figures';
import { dialogMessages } from '../dialog-messages';
import * as styles from './investments.css';

const m = dialogMessages.rebalance;

/**
 * A rebalance's review: each line with the holding after (totalShareQty), the shares traded
 * (newShareQty) and its action tag exactly as the server sends it; then the charges and net cash.
 */
export function RebalanceLines({ details }: { details: RebalanceDetailsBody }) {
  return (
    <>
      <ScrollBox>
        <table className={styles.table} data-testid="rebalance-lines">
          <caption className={styles.caption}>{m.lines}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {m.symbol}
              </th>
              <th scope="col" className={styles.cell}>
                {m.side}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.after}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.traded}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.value}
              </th>
              <th scope="col" className={styles.cell}>
                {m.tag}
              </th>
            </tr>
          </thead>
          <tbody>
            {details.lines.map((l) => (
              <tr key={`${l.side}-${l.symbol}`}>
                <th scope="row" className={styles.cell}>
                  <abbr title={l.name}>{l.symbol}</abbr>
                </th>
                <td className={styles.cell}>{l.side}</td>
                <td className={styles.numeric}>{l.totalShareQty}</td>
                <td className={styles.numeric}>{l.newShareQty}</td>
                <td className={styles.numeric}>{formatRupees(l.value)}</td>
                <td className={styles.cell} data-testid="rebalance-tag">
                  {l.tag}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.charges}</dt>
          <dd className={styles.figureValue}>{formatRupees(details.charges.total, { maxFractionDigits: 2 })}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.netCash}</dt>
          <dd className={`${styles.figureValue} ${styles.tone[toneOf(details.net_cash)]}`}>
            {signedRupees(details.net_cash)}
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{m.netCashHint}</p>
    </>
  );
}
