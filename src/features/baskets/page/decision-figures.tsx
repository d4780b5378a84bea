import type { BasketDetails } from '#contract/baskets/details';
import { formatRupees } from '#contract/locale/format';
import { feeText } from '../basket-figures';
import { cagrBeside } from '../cagr-beside';
import { basketPageMessages as m } from '../basket-page-messages';
import * as page from './basket-page.css';
import * as styles from './decision-figures.css';

/**
 * What decides an investment, at the top of the page beside Invest (issue 30): the minimum amount, the
 * fee, the CAGR against the benchmark over the same period, and the risk. The full tables stay in the
 * Investing and Returns and risk sections further down.
 */
export function DecisionFigures({ basket }: { basket: BasketDetails }) {
  const cagr = cagrBeside(basket);
  return (
    <dl className={styles.figures} data-testid="decision-figures">
      <div className={page.fact}>
        <dt className={page.factLabel}>{m.minimumAmount}</dt>
        <dd className={page.factValue}>{formatRupees(basket.minimumAmount)}</dd>
      </div>
      <div className={page.fact}>
        <dt className={page.factLabel}>{basket.charges.label}</dt>
        <dd className={page.factValue}>{feeText(basket.charges)}</dd>
      </div>
      <div className={page.fact}>
        <dt className={page.factLabel}>{cagr.label}</dt>
        <dd className={page.factValue}>
          {cagr.value}
          {cagr.versus ? <span className={styles.versus}>{cagr.versus}</span> : null}
        </dd>
      </div>
      <div className={page.fact}>
        <dt className={page.factLabel}>{m.riskLabel}</dt>
        <dd className={page.factValue}>{m.risk(basket.riskType)}</dd>
      </div>
    </dl>
  );
}
