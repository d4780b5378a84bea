import type { InvestmentSummary } from '#contract/investments/types';
import { formatRupees } from '#contract/locale/format';
import { signedPercent, signedRupees, toneOf } from '../investment-figures';
import { investmentMessages as m } from '../messages';
import * as styles from './investments.css';

/** What the summary and an active investment show; a closed one adds money in and out. */
export type Figures = Pick<
  InvestmentSummary,
  'invested' | 'current_value' | 'profit_loss' | 'returns_percent' | 'held_a_year' | 'xirr_percent'
>;
export type ClosedFigures = Figures & Pick<InvestmentSummary, 'paid_in' | 'taken_out'>;

function Figure({ label, value, tone }: { label: string; value: string; tone?: ReturnType<typeof toneOf> }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={tone ? `${styles.figureValue} ${styles.tone[tone]}` : styles.figureValue}>{value}</dd>
    </div>
  );
}

/**
 * The absolute return, and XIRR once the money has been held a year (docs/investments.md, "Figures";
 * decision 0244): under a year the absolute return is the one return shown, labelled as such, never a
 * few days' move stretched over a year. An XIRR no rate solves says so in words.
 */
function Returns({ figures, closed }: { figures: Figures; closed: boolean }) {
  const { returns_percent: returns, xirr_percent: xirr } = figures;
  let xirrText: string | null = null;
  if (figures.held_a_year) xirrText = xirr == null ? m.xirrUndefined : signedPercent(xirr);
  else if (!closed) xirrText = m.xirrAfterAYear;
  return (
    <>
      <Figure label={m.returns} value={signedPercent(returns)} tone={toneOf(returns)} />
      {xirrText === null ? null : (
        <Figure label={m.xirr} value={xirrText} tone={xirr == null ? undefined : toneOf(xirr)} />
      )}
    </>
  );
}

/**
 * Invested, current value, profit and loss and the returns of the summary or an active investment.
 * Gains and losses carry a written sign ('+₹1,200', '−3.5%'), so the colour is never the only cue.
 */
export function FigureList({ figures, label }: { figures: Figures; label: string }) {
  return (
    <dl className={styles.figures} aria-label={label}>
      <Figure label={m.invested} value={formatRupees(figures.invested)} />
      <Figure label={m.currentValue} value={formatRupees(figures.current_value)} />
      <Figure label={m.profitLoss} value={signedRupees(figures.profit_loss)} tone={toneOf(figures.profit_loss)} />
      <Returns figures={figures} closed={false} />
    </dl>
  );
}

/**
 * A closed investment: the money put in, the money taken out and the realised profit and loss (never a
 * negative 'Invested', which is what money in less money out reads once more came out than went in).
 */
export function ClosedFigureList({ figures, label }: { figures: ClosedFigures; label: string }) {
  return (
    <dl className={styles.figures} aria-label={label}>
      <Figure label={m.paidIn} value={formatRupees(figures.paid_in)} />
      <Figure label={m.takenOut} value={formatRupees(figures.taken_out)} />
      <Figure
        label={m.realisedProfitLoss}
        value={signedRupees(figures.profit_loss)}
        tone={toneOf(figures.profit_loss)}
      />
      <Returns figures={figures} closed />
    </dl>
  );
}
