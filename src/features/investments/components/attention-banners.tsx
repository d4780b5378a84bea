import { formatDate, formatRupees } from '#contract/locale/format';
import type { InvestmentSummary } from '#contract/investments/types';
import { AlertLines } from '#src/components/ui/alert-lines';
import { Button } from '#src/components/ui/button';
import { useInvestmentCall } from '../api/use-investment-call';
import { errorLines } from '../error-text';
import { investmentPageMessages as m } from '../messages';
import { useReviewKey } from '../use-review-key';
import type { ProgressView } from './order-progress';
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

/** The SIP instalment that is due: a reminder with Confirm, which places it once (one key per reminder). */
export function SipReminder({ investment, Progress }: { investment: InvestmentSummary; Progress: ProgressView }) {
  const confirm = useInvestmentCall('confirmSip');
  const clientKey = useReviewKey(investment.investment, investment.sip?.next_due);
  const sip = investment.sip;
  if (confirm.data)
    return (
      <section className={styles.reminder} aria-labelledby="sip-due">
        <h2 id="sip-due" className={styles.bannerTitle}>
          {m.sipConfirmed}
        </h2>
        <Progress placed={confirm.data} />
      </section>
    );
  if (!sip?.due || investment.status !== 'active') return null;
  const problem = errorLines(confirm.error);
  return (
    <section className={styles.reminder} aria-labelledby="sip-due">
      <h2 id="sip-due" className={styles.bannerTitle}>
        {m.sipDueTitle}
      </h2>
      <p>{m.sipDueText(formatRupees(sip.amount), formatDate(sip.next_due))}</p>
      <AlertLines lines={problem} />
      <Button
        busy={confirm.isPending}
        onClick={() => confirm.mutate({ investment: investment.investment, client_key: clientKey })}
      >
        {m.confirmSip}
      </Button>
    </section>
  );
}
