import { formatDate, formatRupees } from '#contract/locale/format';
import type { TaxStatementBody } from '#contract/tax/types';
import { Notice } from '#src/components/ui/page';
import { capitalGainsMessages as m } from '../messages';
import * as styles from './capital-gains.css';
import { SalesTable } from './sales-table';
import { StatementDownloads } from './statement-downloads';
import { StatementTotals } from './statement-totals';

/**
 * One financial year's statement: a year without sales says so (buys alone are no gain), a year with them
 * its totals and every sale's lots; then dividends, what the estimate leaves out and the downloads.
 */
export function StatementView({ statement: s }: { statement: TaxStatementBody }) {
  const year = s.financial_year;
  return (
    <>
      <p className={styles.muted} data-testid="tax-period">
        {m.period(formatDate(s.from), formatDate(s.to))}
      </p>
      {s.sales.length === 0 ? (
        <div data-testid="tax-no-sales">
          <Notice title={m.noSalesTitle(year)}>
            <p>{m.noSalesText}</p>
          </Notice>
        </div>
      ) : (
        <>
          <StatementTotals statement={s} />
          <section className={styles.section} aria-labelledby="tax-sales">
            <h2 id="tax-sales" className={styles.sectionTitle}>
              {m.salesTitle}
            </h2>
            <SalesTable year={year} sales={s.sales} />
          </section>
        </>
      )}
      <section className={styles.section} aria-labelledby="tax-dividends">
        <h2 id="tax-dividends" className={styles.sectionTitle}>
          {m.dividendsTitle}
        </h2>
        {s.dividends.length === 0 ? (
          <p data-testid="tax-no-dividends">{m.noDividends}</p>
        ) : (
          <ul>
            {s.dividends.map((d) => (
              <li key={`${d.symbol}-${d.paid_on}`}>
                {d.symbol}, {formatDate(d.paid_on)}: {formatRupees(d.amount, { maxFractionDigits: 2 })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="tax-notes">
        <h2 id="tax-notes" className={styles.sectionTitle}>
          {m.notesTitle}
        </h2>
        <ul className={styles.notes}>
          {s.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      <StatementDownloads year={year} />
    </>
  );
}
