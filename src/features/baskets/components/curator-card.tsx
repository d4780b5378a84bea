import { Link } from '#src/lib/navigation';
import type { Curator } from '#contract/baskets/types';
import { basketMessages as m } from '../messages';
import { CuratorPlans } from './curator-plans';
import * as cards from './cards.css';
import * as styles from './curator-card.css';

export function CuratorCard({ curator }: { curator: Curator }) {
  const titleId = `curator-${curator.slug}-title`;
  return (
    <article className={cards.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cards.cardTitle}>
        <Link to="/discover/managers/$slug/" params={{ slug: curator.slug }} className={cards.cardLink}>
          {curator.name}
        </Link>
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
      <CuratorPlans plans={curator.plans} labelledBy={`${titleId}-plans ${titleId}`} />
    </article>
  );
}
