import { formatDate, formatRupees } from '#contract/locale/format';
import type { InvestmentSummary } from '#contract/investments/types';
import { Button } from '#src/components/ui/button';
import { investmentPageMessages as m } from '../messages';
import * as styles from './investments.css';

/**
 * A breached stop-loss, said plainly at the top of the page with the way out (the close review).
 * The server never sells on its own; neither does this page.
 */
export function StoplossAlert({ investment, onExit }: { investment: InvestmentSummary; onExit: () => void }) {
  if (!investment.stoploss?.breached || investment.status !== 'active') return null;
  return (
    <section className={styles.banner} role="alert" aria-labelledby="stoploss-breached">
      <h2 id="stoploss-breached" className={styles.bannerTitle}>
        {m.stoplossTitle}
      </h2>
      <p>{m.stoplossText(formatRupees(investment.current_value), formatRupees(investment.stoploss.trigger_value))}</p>
      <Button onClick={onExit}>{m.exitNow}</Button>
    </section>
  );
}

/**
 * The SIP instalment that is due: a reminder whose button opens the SIP dialog, which shows what the
 * instalment buys and why before Confirm places exactly that (decision 0301).
 */
export function SipReminder({ investment, onReview }: { investment: InvestmentSummary; onReview: () => void }) {
  const sip = investment.sip;
  if (!sip?.due || investment.status !== 'active') return null;
  return (
    <section className={styles.reminder} aria-labelledby="sip-due">
      <h2 id="sip-due" className={styles.bannerTitle}>
        {m.sipDueTitle}
      </h2>
      <p>{m.sipDueText(formatRupees(sip.amount), formatDate(sip.next_due))}</p>
      <Button onClick={onReview}>{m.reviewSip}</Button>
    </section>
  );
}
