import type { SheetTarget } from '#contract/rebalance-sheets/types';
import { formatPercent } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { rebalanceMessages as m } from '../rebalance-messages';
import * as styles from './rebalance-sheet.css';

function TargetStocks({ target }: { target: SheetTarget }) {
  const c = m.columns;
  return (
    <ScrollBox>
      <table className={styles.table}>
        <caption className={styles.caption}>{m.stocksCaption(target.client.name, target.basket.name)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {c.stock}
            </th>
            <th scope="col" className={styles.numeric}>
              {c.now}
            </th>
            <th scope="col" className={styles.numeric}>
              {c.target}
            </th>
            <th scope="col" className={styles.cell}>
              {c.change}
            </th>
          </tr>
        </thead>
        <tbody>
          {target.stocks.map((s) => (
            <tr key={s.symbol} data-symbol={s.symbol}>
              <th scope="row" className={styles.cell}>
                <abbr title={s.name}>{s.symbol}</abbr>
              </th>
              <td className={styles.numeric}>{formatPercent(s.currentWeight)}</td>
              <td className={styles.numeric}>{formatPercent(s.targetWeight)}</td>
              <td className={`${styles.cell} ${styles.change[s.change]}`}>{m.change[s.change]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
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
