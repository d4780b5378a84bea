import type { OrderLine } from '#contract/trading/types';
import { formatRupees } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { investmentPageMessages as pm } from '../messages';
import { tradeMessages as m } from '../trade-messages';
import * as styles from './investments.css';

/** A trade's lines; once placed, with their broker status and filled quantity. */
export function OrderLines({ lines, placed = true }: { lines: OrderLine[]; placed?: boolean }) {
  return (
    <ScrollBox>
      <table className={styles.table}>
        <caption className={styles.caption}>{m.linesCaption(lines.length)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {pm.symbol}
            </th>
            <th scope="col" className={styles.cell}>
              {m.side}
            </th>
            <th scope="col" className={styles.numeric}>
              {pm.quantity}
            </th>
            {placed ? (
              <th scope="col" className={styles.numeric}>
                {m.filled}
              </th>
            ) : null}
            <th scope="col" className={styles.numeric}>
              {pm.value}
            </th>
            {placed ? (
              <th scope="col" className={styles.cell}>
                {m.status}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.order_id ?? `${l.symbol}-${i}`}>
              <th scope="row" className={styles.cell}>
                {l.symbol}
              </th>
              <td className={styles.cell}>{l.side}</td>
              <td className={styles.numeric}>{l.quantity}</td>
              {placed ? <td className={styles.numeric}>{l.filled_quantity ?? 0}</td> : null}
              <td className={styles.numeric}>{formatRupees(l.value)}</td>
              {placed ? (
                <td className={styles.cell}>
                  {l.status ?? '-'}
                  {l.status_message ? ` (${l.status_message})` : ''}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
