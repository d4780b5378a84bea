import { formatRupees } from '#contract/format';
import { signedPercent, signedRupees, toneOf } from '../investment-figures';
import { investmentMessages as m } from '../messages';
import * as styles from './investments.css';

export interface Figures {
  invested: number;
  current_value: number;
  profit_loss: number;
  returns_percent: number;
  xirr_percent: number | null;
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: ReturnType<typeof toneOf> }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={tone ? `${styles.figureValue} ${styles.tone[tone]}` : styles.figureValue}>{value}</dd>
    </div>
  );
}

/**
 * Invested, current value, profit and loss, returns and XIRR. Gains and losses carry a written sign
 * ('+₹1,200', '−3.5%'), so the colour is never the only cue; an XIRR not yet defined says so.
 */
export function FigureList({ figures, label }: { figures: Figures; label: string }) {
  return (
    <dl className={styles.figures} aria-label={label}>
      <Figure label={m.invested} value={formatRupees(figures.invested)} />
      <Figure label={m.currentValue} value={formatRupees(figures.current_value)} />
      <Figure label={m.profitLoss} value={signedRupees(figures.profit_loss)} tone={toneOf(figures.profit_loss)} />
      <Figure label={m.returns} value={signedPercent(figures.returns_percent)} tone={toneOf(figures.returns_percent)} />
      <Figure
        label={m.xirr}
        value={figures.xirr_percent == null ? m.xirrUndefined : signedPercent(figures.xirr_percent)}
        tone={figures.xirr_percent == null ? undefined : toneOf(figures.xirr_percent)}
      />
    </dl>
  );
}
