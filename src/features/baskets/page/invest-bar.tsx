import { useLayoutEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { BasketDetails } from '#contract/baskets/details';
import { formatRupees } from '#contract/locale/format';
import { Button } from '#src/components/ui/button';
import { consentInsetAtom } from '#src/components/ui/consent-inset-atom';
import { CONSENT_INSET } from '#src/components/ui/layout-vars';
import { basketPageMessages as m } from '../basket-page-messages';
import * as styles from './decision-figures.css';

/** Invest within reach on a phone wherever the reader is on the page, with the amount it takes. */
export function InvestBar({ basket, onInvest }: { basket: BasketDetails; onInvest: () => void }) {
  // Above the consent banner while it shows: set on the bar alone, by an effect (not a style prop: the
  // server's HTML may carry no style attribute, the CSP refuses it, and a hydrating render that differs
  // from the server's would never be applied).
  const inset = useAtomValue(consentInsetAtom);
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const style = bar.current?.style;
    if (!style) return;
    if (inset) style.setProperty(CONSENT_INSET, `${inset}px`);
    else style.removeProperty(CONSENT_INSET);
  }, [inset]);
  return (
    <section ref={bar} className={styles.bar} aria-label={m.investBar(basket.name)}>
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
