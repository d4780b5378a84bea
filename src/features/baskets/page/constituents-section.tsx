import type { ConstituentRow, SectorWeight } from '#contract/baskets/details';
import { formatPercent, formatPrice } from '#contract/locale/format';
import { basketPageMessages as m } from '../basket-page-messages';
import { SectorBreakdown } from './sector-breakdown';
import { ScrollBox } from '#src/components/ui/scroll-box';
import * as styles from './basket-page.css';

const signed = (value: number) => formatPercent(value, { signed: true });

/** The stocks in the basket with their weights and today's prices, then the weight by sector. */
export function ConstituentsSection({ rows, sectors }: { rows: ConstituentRow[]; sectors: SectorWeight[] }) {
  return (
    <section className={styles.section} aria-labelledby="basket-constituents">
      <h2 id="basket-constituents" className={styles.sectionTitle}>
        {m.constituents}
      </h2>
      <ScrollBox>
        <table className={styles.table}>
          <caption className={styles.caption}>{m.constituentsCaption(rows.length)}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {m.symbol}
              </th>
              <th scope="col" className={styles.cell}>
                {m.name}
              </th>
              <th scope="col" className={styles.cell}>
                {m.sector}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.weight}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.ltp}
              </th>
              <th scope="col" className={styles.numeric}>
                {m.dayChange}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.symbol}>
                <th scope="row" className={styles.cell}>
                  {row.symbol}
                </th>
                <td className={styles.cell}>{row.name}</td>
                <td className={styles.cell}>{row.sector}</td>
                <td className={styles.numeric}>{formatPercent(row.weight)}</td>
                <td className={styles.numeric}>{formatPrice(row.ltp)}</td>
                <td className={styles.numeric}>{signed(row.changePercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <SectorBreakdown sectors={sectors} />
    </section>
  );
}
