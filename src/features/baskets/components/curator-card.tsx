import { formatRupees } from '#src/lib/format/format';
import type { Curator } from '#contract/baskets';
import { basketMessages as m } from '../messages';
import * as cards from './cards.css';
import * as styles from './curator-card.css';

export function CuratorCard({ curator }: { curator: Curator }) {
  const titleId = `curator-${curator.slug}-title`;
  return (
    <article className={cards.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cards.cardTitle}>
        {curator.name}
      </h2>
      <ul className={cards.chips}>
        <li className={cards.chip}>{curator.adviserType}</li>
      </ul>
      <p className={cards.body}>{curator.bio}</p>
      <dl className={cards.facts}>
        <div className={cards.fact}>
          <dt className={cards.factLabel}>{m.sebiRegistration}</dt>
          <dd className={cards.factValue}>{curator.sebiRegistration}</dd>
        </div>
        <div className={cards.fact}>
          <dt className={cards.factLabel}>{m.baskets}</dt>
          <dd className={cards.factValue}>{m.basketCount(curator.basketCount)}</dd>
        </div>
      </dl>
      <h3 id={`${titleId}-plans`} className={styles.plansTitle}>
        {m.plans}
      </h3>
      {curator.plans.length === 0 ? (
        <p className={cards.body}>{m.noPlans}</p>
      ) : (
        <table className={styles.plans} aria-labelledby={`${titleId}-plans ${titleId}`}>
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
            {curator.plans.map((plan) => (
              <tr key={plan.durationMonths}>
                <th scope="row" className={styles.cell}>
                  {plan.label}
                </th>
                <td className={styles.cell}>{formatRupees(plan.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
