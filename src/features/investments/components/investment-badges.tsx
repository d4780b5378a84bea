import type { InvestmentSummary } from '#contract/investments/types';
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

export function InvestmentBadges({ investment }: { investment: InvestmentSummary }) {
  const badges = investmentBadges(investment);
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={m.attention}>
      {badges.map((b) => (
        <li key={b.text} className={b.alert ? styles.badgeAlert : styles.badge}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
