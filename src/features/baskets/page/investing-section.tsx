import type { BasketDetails } from '#contract/baskets/details';
import { formatRupees } from '#contract/locale/format';
import { useBrand } from '#src/lib/navigation';
import { apiPath } from '#contract/http/api-path';
import { feeText } from '../basket-figures';
import { basketPageMessages as m } from '../basket-page-messages';
import { frequencyLabels } from '../basket-words';
import * as styles from './basket-page.css';

/**
 * What investing takes: the minimum amount, the fee and its period, how often it is rebalanced, the factsheet
 * (the PDF the API serves, API.baskets.factsheet, downloaded: an adviser's upload is never shown from this
 * origin, decision 0236).
 */
export function InvestingSection({ basket }: { basket: BasketDetails }) {
  const brand = useBrand();
  const { charges } = basket;
  return (
    <section className={styles.section} aria-labelledby="basket-investing">
      <h2 id="basket-investing" className={styles.sectionTitle}>
        {m.investing}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{m.minimumAmount}</dt>
          <dd className={styles.factValue}>{formatRupees(basket.minimumAmount)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{charges.label}</dt>
          <dd className={styles.factValue}>{feeText(charges)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{m.rebalanceFrequency}</dt>
          <dd className={styles.factValue}>{frequencyLabels[basket.rebalanceFrequency]}</dd>
        </div>
      </dl>
      {basket.factsheet ? (
        <p>
          <a className={styles.link} href={apiPath(brand.segment, basket.factsheet)} download type="application/pdf">
            {m.factsheet}
          </a>
        </p>
      ) : null}
    </section>
  );
}
