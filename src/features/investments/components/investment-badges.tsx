import { formatDate, formatPercent, formatRupees } from '#contract/locale/format';
import type { InvestmentSummary } from '#contract/investments/types';
import { dialogMessages } from '../dialog-messages';
import { investmentMessages as m } from '../messages';
import * as styles from './investments.css';

/** What needs the investor's attention, in words: rebalance pending, SIP due, stop-loss breached, needs repair. */
export function investmentBadges(investment: InvestmentSummary): { text: string; alert: boolean }[] {
  const badges: { text: string; alert: boolean }[] = [];
  if (investment.stoploss?.breached) badges.push({ text: m.badges.stoploss, alert: true });
  if (investment.rebalance_pending) badges.push({ text: m.badges.rebalance, alert: false });
  if (investment.sip?.due) badges.push({ text: m.badges.sip, alert: false });
  if (investment.needs_repair) badges.push({ text: m.badges.repair, alert: true });
  return badges;
}

/** A named list of short statements about an investment, each a badge; nothing when there is none. */
function BadgeList({ label, badges }: { label: string; badges: { text: string; alert: boolean }[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={label}>
      {badges.map((b) => (
        <li key={b.text} className={b.alert ? styles.badgeAlert : styles.badge}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}

export const InvestmentBadges = ({ investment }: { investment: InvestmentSummary }) => (
  <BadgeList label={m.attention} badges={investmentBadges(investment)} />
);

/** An active investment's SIP and stop-loss as they stand, so neither hides inside its dialog (UX review D14). */
export function runningPlans(investment: InvestmentSummary): string[] {
  if (investment.status !== 'active') return [];
  const { sip, stoploss, target } = investment;
  const plans: string[] = [];
  if (sip)
    plans.push(
      m.sipRunning(
        formatRupees(sip.amount),
        dialogMessages.sip.frequencies[sip.frequency],
        sip.day,
        formatDate(sip.next_due),
      ),
    );
  if (stoploss) plans.push(m.stoplossRunning(formatPercent(stoploss.percent), formatRupees(stoploss.trigger_value)));
  if (target) plans.push(m.targetRunning(formatPercent(target.percent), formatRupees(target.target_value)));
  return plans;
}

export const RunningPlans = ({ investment }: { investment: InvestmentSummary }) => (
  <BadgeList label={m.running} badges={runningPlans(investment).map((text) => ({ text, alert: false }))} />
);
