import { formatPrice, formatRupees } from '#contract/locale/format';
import type { OrderLine } from '#contract/trading/types';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { tradingMessages as m } from '../messages';
import { StatusChip } from './status-chip';
import * as styles from './trading.css';

/** Order lines: symbol, quantity, indicative price and value; once placed, status and filled quantity too. */
export function OrderLinesTable({ lines, placed = false }: { lines: OrderLine[]; placed?: boolean }) {
  return (
    <ScrollBox>
      <table className={styles.table}>
        <caption className={styles.caption}>{m.linesCaption(lines.length)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {m.symbol}
            </th>
            <th scope="col" className={styles.numeric}>
              {m.quantity}
            </th>
            <th scope="col" className={styles.numeric}>
              {m.price}
            </th>
            <th scope="col" className={styles.numeric}>
              {m.value}
            </th>
            {placed ? (
              <>
                <th scope="col" className={styles.cell}>
                  {m.status}
                </th>
                <th scope="col" className={styles.numeric}>
                  {m.filled}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.order_id ?? line.symbol}>
              <th scope="row" className={styles.cell}>
                <abbr title={line.name}>{line.symbol}</abbr>
              </th>
              <td className={styles.numeric}>{line.quantity}</td>
              <td className={styles.numeric}>{formatPrice(line.indicative_price)}</td>
              <td className={styles.numeric}>{formatRupees(line.value, { maxFractionDigits: 2 })}</td>
              {placed ? (
                <>
                  <td className={styles.cell}>
                    {line.status ? <StatusChip status={line.status} /> : null}
                    {line.status_message ? <span className={styles.muted}> {line.status_message}</span> : null}
                  </td>
                  <td className={styles.numeric}>
                    {line.filled_quantity ?? 0} / {line.quantity}
                  </td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
