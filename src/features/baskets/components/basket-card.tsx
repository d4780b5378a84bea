import { formatFee, formatYearlyRate } from '#contract/subscriptions/fee-period';
import { formatPercent, formatRupees } from '#contract/locale/format';
import { FEE_PERIOD_MONTHS, type BasketSummary, type RiskType } from '#contract/baskets/types';
import { Link } from '#src/lib/navigation';
import { basketMessages as m, frequencyLabels } from '../messages';
import * as styles from './cards.css';

const RISK_LEVEL: Record<RiskType, 1 | 2 | 3> = { low: 1, medium: 2, high: 3 };

/** FIXFEE is a rupee amount; an AUA fee is a percentage of the amount invested; both say their period. */
const feeAmount = (fee: BasketSummary['fee']) =>
  fee.kind === 'AUM' ? formatYearlyRate(fee.amount) : formatFee(fee.amount, FEE_PERIOD_MONTHS);

export interface BasketCardProps {
  basket: BasketSummary;
  wording: string;
  /** 3 under a section's own h2 (an adviser's baskets); 2 in a page's main list. */
  headingLevel?: 2 | 3;
  /** Links to the shareable copy (/public/baskets/…) rather than the app's page. */
  shared?: boolean;
}

export function BasketCard({ basket, wording, headingLevel = 2, shared = false }: BasketCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const titleId = `basket-${basket.basketId}-title`;
  const level = RISK_LEVEL[basket.riskType];
  return (
    <article className={`${styles.card} ${styles.cardStretched}`} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.cardTitle}>
        <Link
          to={shared ? '/public/baskets/$basketHash/' : '/baskets/$basketHash/'}
          params={{ basketHash: basket.basket_hash }}
          className={styles.stretchedLink}
        >
          {basket.name}
        </Link>
      </Heading>
      <p className={styles.byline}>{m.curatedBy(wording, basket.adviser.name)}</p>
      <ul className={styles.chips}>
        <li className={styles.chip}>
          <span className={styles.meter} aria-hidden="true">
            {([1, 2, 3] as const).map((i) => (
              <span key={i} className={`${styles.meterBar[i]} ${i <= level ? styles.meterBarOn : ''}`} />
            ))}
          </span>
          {m.risk(basket.riskType)}
        </li>
        <li className={styles.chip}>{basket.fundType}</li>
        {basket.isPremium ? <li className={styles.accentChip}>{m.premium}</li> : null}
      </ul>
      <p className={styles.body}>{basket.description}</p>
      <dl className={styles.facts}>
        <Fact label={m.minimumAmount} value={formatRupees(basket.fixedMinimumAmount)} />
        <Fact
          label={basket.cagrPeriod === 'sinceLaunch' ? m.cagrSinceLaunch : m.cagr}
          value={formatPercent(basket.cagr)}
        />
        <Fact label={basket.fee.label} value={feeAmount(basket.fee)} />
        <Fact label={m.rebalanced} value={frequencyLabels[basket.rebalanceFrequency]} />
      </dl>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}
