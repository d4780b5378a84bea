import { formatRupees } from '#contract/locale/format';
import { cagrBeside } from '#src/features/baskets/cagr-beside';
import { cardTexts } from '#src/features/baskets/card-texts';
import type { BasketSummary } from '#contract/baskets/types';
import { Link } from '#src/lib/navigation';
import { TitledSection } from '#src/components/ui/page';
import { homeMessages as m } from './home-texts';
import { homeClass as styles } from './home-classes';

/**
 * The most popular baskets (the listing's first HOME_BASKETS), each with its CAGR against its benchmark
 * and its minimum amount. The data is the route loader's (rendered on the server); nothing shows when it
 * could not be loaded.
 */
export function HomeBaskets({ baskets, wording }: { baskets: BasketSummary[]; wording: string }) {
  if (baskets.length === 0) return null;
  return (
    <TitledSection id="home-baskets" title={m.featured} className={styles.section} titleClassName={styles.heading}>
      <p className={styles.muted}>{m.featuredLead}</p>
      <ul className={styles.grid}>
        {baskets.map((basket) => {
          const cagr = cagrBeside(basket);
          return (
            <li key={basket.basketId}>
              <article className={styles.card} aria-labelledby={`home-basket-${basket.basketId}`}>
                <h3 id={`home-basket-${basket.basketId}`} className={styles.cardTitle}>
                  <Link to="/baskets/$basketHash/" params={{ basketHash: basket.basket_hash }}>
                    {basket.name}
                  </Link>
                </h3>
                <p className={styles.muted}>{cardTexts.curatedBy(wording, basket.adviser.name)}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt className={styles.factLabel}>{cagr.label}</dt>
                    <dd className={styles.factValue}>{cagr.value}</dd>
                    {cagr.versus ? <dd className={styles.muted}>{cagr.versus}</dd> : null}
                  </div>
                  <div>
                    <dt className={styles.factLabel}>{cardTexts.minimumAmount}</dt>
                    <dd className={styles.factValue}>{formatRupees(basket.fixedMinimumAmount)}</dd>
                  </div>
                </dl>
              </article>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
