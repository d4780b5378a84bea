import type { Holding } from '#contract/investments/types';
import { formatDate, formatPercent, formatPrice, formatRupees } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { investmentPageMessages as m } from '../messages';
import * as styles from './investments.css';

const quantity = new Intl.NumberFormat('en-IN');

/** What the investment holds: symbol, quantity, average price, last price, value, weight. */
export function HoldingsTable({ holdings }: { holdings: Holding[] }) {
  return (
    <section className={styles.section} aria-labelledby="inv-holdings">
      <h2 id="inv-holdings" className={styles.sectionTitle}>
        {m.holdings}
      </h2>
      <ScrollBox>
        <table className={styles.table}>
          <caption className={styles.caption}>{m.holdingsCaption(holdings.length)}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {m.symbol}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.quantity}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.averagePrice}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.lastPrice}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.value}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.weight}
              </th>
            </tr>
          </thead>
          <tbody>
            {holdings.map((h) => (
              <tr key={h.symbol}>
                <th scope="row" className={styles.cell}>
                  <abbr title={h.name}>{h.symbol}</abbr>
                </th>
                <td className={styles.numeric}>{quantity.format(h.quantity)}</td>
                <td className={styles.numeric}>{formatPrice(h.average_price)}</td>
                <td className={styles.numeric}>{formatPrice(h.last_price)}</td>
                <td className={styles.numeric}>{formatRupees(h.value)}</td>
                <td className={styles.numeric}>{formatPercent(h.weight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

/** A closed investment holds nothing: a sentence in place of an empty table. */
export function ClosedHoldings({ closedAt }: { closedAt: string | null }) {
  return (
    <section className={styles.section} aria-labelledby="inv-holdings">
      <h2 id="inv-holdings" className={styles.sectionTitle}>
        {m.holdings}
      </h2>
      <p>{m.closedHoldings(formatDate(closedAt))}</p>
    </section>
  );
}
