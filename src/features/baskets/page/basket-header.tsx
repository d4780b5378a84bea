import type { ReactNode } from 'react';
import type { BasketDetails } from '#contract/baskets/details';
import { basketPageMessages as m } from '../basket-page-messages';
import { basketWords } from '../basket-words';
import { DecisionFigures } from './decision-figures';
import * as styles from './basket-page.css';

/**
 * The basket's name (the page's h1), its chips, what decides an investment with the actions beside it
 * (first on a phone's screen, issue 30), and the adviser who runs it.
 */
export function BasketHeader({ basket, actions }: { basket: BasketDetails; actions?: ReactNode }) {
  const { adviser } = basket;
  return (
    <header className={styles.section}>
      <h1 className={styles.sectionTitle}>{basket.name}</h1>
      <ul className={styles.chips} aria-label={m.about}>
        <li className={styles.chip}>{basketWords.risk(basket.riskType)}</li>
        <li className={styles.chip}>{basket.fundType}</li>
        {basket.mfCategory ? <li className={styles.chip}>{basket.mfCategory}</li> : null}
        {basket.isPremium ? <li className={styles.chip}>{basketWords.premium}</li> : null}
        {basket.tags.map((tag) => (
          <li key={tag.slug} className={styles.chip}>
            {tag.name}
          </li>
        ))}
      </ul>
      <DecisionFigures basket={basket} />
      {actions}
      <section aria-labelledby="basket-adviser">
        <h2 id="basket-adviser" className={styles.subTitle}>
          {m.adviser}
        </h2>
        <p className={styles.factValue}>{adviser.name}</p>
        <p className={styles.muted}>{adviser.registration}</p>
        {/* The adviser's profile route is its own screen (discover); a plain link reaches it either way. */}
        <a href={`/discover/managers/${encodeURIComponent(adviser.slug)}/`} className={styles.link}>
          {m.viewProfile(adviser.name)}
        </a>
      </section>
    </header>
  );
}
