import { RETURN_PERIODS, type BasketPerformance } from '#contract/baskets/details';
import type { PerformanceVerification, VerifiedFigures } from '#contract/compliance/parrva';
import { formatDate, formatPercent } from '#contract/locale/format';
import { ScrollBox } from '#src/components/ui/scroll-box';
import { basketPageMessages as m } from '../basket-page-messages';
import { verificationMessages as v } from './verification-messages';
import * as styles from './basket-page.css';

/** The verified figures present, in the order the page's own table has them. */
function verifiedRows(f: VerifiedFigures): [string, number][] {
  const rows: [string, number | null | undefined][] = [
    ...RETURN_PERIODS.map((p): [string, number | null | undefined] => [m.returnPeriods[p], f.returns[p]]),
    [m.cagr, f.cagr],
    [m.volatility, f.volatility],
    [m.maxDrawdown, f.maxDrawdown],
  ];
  return rows.filter((r): r is [string, number] => typeof r[1] === 'number');
}

/**
 * PaRRVA on the basket page: the basket's verification status, the figures PaRRVA verified with the day
 * they stand at, and which figures are the platform's own computation with theirs (or that, from
 * 3 May 2028, those are no longer shown). Loaded after the page's first screen (basket-page.tsx).
 */
export function VerificationSection({
  verification,
  performance,
}: {
  verification: PerformanceVerification;
  performance: BasketPerformance;
}) {
  const rows = verification.verified ? verifiedRows(verification.verified) : [];
  return (
    <section className={styles.section} aria-labelledby="basket-verification">
      <h2 id="basket-verification" className={styles.sectionTitle}>
        {v.title}
      </h2>
      <p className={styles.prose}>{v.status[verification.status]}</p>
      {verification.verifiedAsOf && rows.length > 0 ? (
        <ScrollBox>
          <table className={styles.table}>
            <caption className={styles.caption}>{v.verifiedCaption(formatDate(verification.verifiedAsOf))}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {v.figure}
                </th>
                <th scope="col" className={styles.numeric}>
                  {v.value}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className={styles.cell}>
                    {label}
                  </th>
                  <td className={styles.numeric}>{formatPercent(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : verification.status === 'verified' ? null : (
        <p className={styles.muted}>{v.noVerified}</p>
      )}
      <p className={styles.muted}>
        {verification.platformShown ? v.platform(formatDate(performance.asOf)) : v.platformHidden}
      </p>
    </section>
  );
}
