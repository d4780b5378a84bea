import type { CashFlow } from '#contract/investments/types';
import { formatDate } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { signedRupees, toneOf } from '../investment-figures';
import { cashFlowDays } from '../cash-flow-days';
import { investmentMessages, investmentPageMessages as m } from '../messages';
import * as styles from './investments.css';

/** The money that went in and came out, a row per day and kind, newest first: what the XIRR is computed over. */
export function CashFlows({ flows }: { flows: CashFlow[] }) {
  const rows = cashFlowDays(flows);
  return (
    <section className={styles.section} aria-labelledby="inv-flows">
      <h2 id="inv-flows" className={styles.sectionTitle}>
        {m.cashFlows}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{m.noFlows}</p>
      ) : (
        <ScrollBox>
          <table className={styles.table}>
            <caption className={styles.caption}>{m.cashFlowsCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {m.date}
                </th>
                <th scope="col" className={styles.cell}>
                  {m.kind}
                </th>
                <th scope="col" className={styles.numeric}>
                  {m.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((f, i) => (
                <tr key={`${f.at}-${f.kind}-${i}`}>
                  <td className={styles.cell}>
                    <time dateTime={f.at}>{formatDate(f.at)}</time>
                  </td>
                  <td className={styles.cell}>{investmentMessages.flowKinds[f.kind]}</td>
                  <td className={`${styles.numeric} ${styles.tone[toneOf(f.amount)]}`}>{signedRupees(f.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
