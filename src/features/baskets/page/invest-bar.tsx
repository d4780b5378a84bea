import type { BasketDetails } from '#contract/baskets/details';
import { formatRupees } from '#contract/locale/format';
import { Button } from '#src/components/ui/button';
import { basketPageMessages as m } from '../basket-page-messages';
import * as styles from './decision-figures.css';

/** Invest within reach on a phone wherever the reader is on the page, with the amount it takes. */
export function InvestBar({ basket, onInvest }: { basket: BasketDetails; onInvest: () => void }) {
  return (
    <section className={styles.bar} aria-label={m.investBar(basket.name)}>
      <p className={styles.barText}>
        <span className={styles.barLabel}>{m.minimumAmount}</span>
        <strong>{formatRupees(basket.minimumAmount)}</strong>
      </p>
      <Button className={styles.barButton} onClick={onInvest}>
        {m.invest}
      </Button>
    </section>
  );
}
