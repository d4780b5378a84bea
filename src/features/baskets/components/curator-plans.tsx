import { formatFee } from '#contract/subscriptions/fee-period';
import type { CuratorPlan } from '#contract/baskets/types';
import { basketMessages as m } from '../messages';
import * as cards from './cards.css';
import * as styles from './curator-card.css';

/** An adviser's plans, each fee with its period; `labelledBy` names the table (its heading). */
export function CuratorPlans({ plans, labelledBy }: { plans: CuratorPlan[]; labelledBy: string }) {
  if (plans.length === 0) return <p className={cards.body}>{m.noPlans}</p>;
  return (
    <table className={styles.plans} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            {m.planPeriod}
          </th>
          <th scope="col" className={styles.headCell}>
            {m.planFee}
          </th>
        </tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <tr key={plan.durationMonths}>
            <th scope="row" className={styles.cell}>
              {plan.label}
            </th>
            <td className={styles.cell}>{formatFee(plan.amount, plan.durationMonths)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
