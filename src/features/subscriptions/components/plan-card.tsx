import { formatRupees } from '#contract/locale/format';
import type { Plan } from '#contract/subscriptions/plans';
import { Button } from '#src/components/ui/button';
import { subscriptionMessages as m } from '../messages';
import * as styles from './plans.css';

/**
 * One plan: period and fee label (docs/subscriptions.md, "Plans"), price and its per-month equivalent, what it opens.
 */
export function PlanCard({ plan, onChoose }: { plan: Plan; onChoose: () => void }) {
  const titleId = `plan-${plan.id}-title`;
  const aum = plan.fee_kind === 'AUM' && plan.aum_percent !== null;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <p id={titleId} className={styles.name}>
        {plan.period_label} <span className={styles.feeLabel}>{plan.fee_label}</span>
      </p>
      {aum ? (
        <p className={styles.price}>{m.aumFee(plan.aum_percent ?? 0)}</p>
      ) : (
        <p className={styles.price}>
          {formatRupees(plan.amount)}
          {plan.duration > 1 ? (
            <span className={styles.meta}> ({m.perMonth(formatRupees(plan.amount / plan.duration))})</span>
          ) : null}
        </p>
      )}
      <p className={styles.meta}>
        {plan.basket_hashes.length > 0 ? m.opensBaskets(plan.basket_hashes.length) : m.opensPosts}
      </p>
      {plan.needs_risk_profile ? <p className={styles.meta}>{m.needsRiskProfile}</p> : null}
      <Button onClick={onChoose} aria-describedby={titleId}>
        {m.choose(plan.period_label)}
      </Button>
    </li>
  );
}
