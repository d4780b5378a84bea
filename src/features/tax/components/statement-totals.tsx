import { Fragment } from 'react';
import { formatRupees } from '#contract/locale/format';
import type { TaxStatementBody, YearTotals } from '#contract/tax/types';
import { capitalGainsMessages as m } from '../messages';
import * as styles from './capital-gains.css';

const money = (amount: number) => formatRupees(amount, { maxFractionDigits: 2 });

/** Shown every year; the carried-forward losses only when there are any. */
const ALWAYS: readonly (keyof typeof m.totals)[] = ['short_term_gains', 'long_term_gains'];
const WHEN_ANY: readonly (keyof typeof m.totals)[] = [
  'short_term_loss_carried_forward',
  'long_term_loss_carried_forward',
];

/** What came off the gains: every loss set off against a gain, whichever term (the rate lines' set-off). */
export const lossesSetOff = (s: TaxStatementBody) => s.rates.reduce((sum, r) => sum + r.set_off, 0);

const row = (label: string, value: string, testId: string, valueClass = styles.totalValue) => (
  <Fragment key={testId}>
    <dt className={styles.totalLabel}>{label}</dt>
    <dd className={valueClass} data-testid={testId}>
      {value}
    </dd>
  </Fragment>
);

/**
 * The year's totals under the statement's own labels: gains by term, the losses set off, the exemption used
 * and the estimated tax, said to be an estimate before surcharge and cess.
 */
export function StatementTotals({ statement: s }: { statement: TaxStatementBody }) {
  const t: YearTotals = s.totals;
  const key = (k: keyof typeof m.totals) => row(m.totals[k], money(t[k]), `total-${k}`);
  return (
    <section className={styles.section} aria-labelledby="tax-totals">
      <h2 id="tax-totals" className={styles.sectionTitle}>
        {m.totalsTitle}
      </h2>
      <dl className={styles.yearTotals}>
        {ALWAYS.map(key)}
        {row(m.lossesSetOff, money(lossesSetOff(s)), 'total-losses-set-off')}
        {row(
          m.totals.ltcg_exemption_used,
          `${money(t.ltcg_exemption_used)} ${m.exemptionOf(money(t.ltcg_exemption))}`,
          'total-ltcg_exemption_used',
        )}
        {WHEN_ANY.filter((k) => t[k] > 0).map(key)}
        {row(
          m.totals.estimated_tax,
          money(t.estimated_tax),
          'total-estimated_tax',
          `${styles.totalValue} ${styles.estimate}`,
        )}
      </dl>
      <p className={styles.muted}>{m.estimateNote}</p>
    </section>
  );
}
