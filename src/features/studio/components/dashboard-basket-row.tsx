import { formatDate, formatPercent, formatRupees } from '#contract/locale/format';
import type { BrandConfig } from '#src/lib/brand';
import { Link } from '#src/lib/navigation';
import type { StudioBasketRow } from '#contract/studio/types';
import { dashboardMessages as m } from '../dashboard-messages';
import * as styles from './dashboard.css';
import { TypicalAfterCosts } from './typical-after-costs';

/** A signed percentage: the sign is written, never left to colour. */
const signed = (value: number | null) => formatPercent(value, { signed: true });

/** One basket of the dashboard: its figures and the studio screens that act on it (those the brand allows). */
export function DashboardBasketRow({
  basket,
  features,
}: {
  basket: StudioBasketRow;
  features: BrandConfig['features'];
}) {
  const params = { basketHash: basket.basket_hash };
  const canEdit = features['create-basket'];
  const canReview = basket.is_automated && features['create-basket-automated'];
  return (
    <li className={styles.row}>
      <h3 className={styles.rowTitle}>
        {basket.name}
        {basket.is_automated ? <span className={styles.badge}>{m.automated}</span> : null}
      </h3>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.investors}</dt>
          <dd className={styles.figureValue}>{basket.investors}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.assetsUnderAdvice}</dt>
          <dd className={styles.figureValue}>{formatRupees(basket.assets_under_advice)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.returnVsBenchmark}</dt>
          <dd className={styles.figureValue}>
            {m.sinceLaunch(signed(basket.return_percent), basket.benchmark_id, signed(basket.benchmark_return_percent))}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.nextRebalance}</dt>
          <dd className={styles.figureValue}>{formatDate(basket.next_rebalance)}</dd>
        </div>
        {basket.status === 'draft' ? null : <TypicalAfterCosts basketHash={basket.basket_hash} />}
      </dl>
      {canEdit || canReview ? (
        <ul className={styles.rowLinks} aria-label={m.actionsFor(basket.name)}>
          {canEdit ? (
            <>
              <li>
                <Link to="/studio/baskets/$basketHash/" params={params} className={styles.link}>
                  {m.edit}
                </Link>
              </li>
              <li>
                <Link to="/studio/baskets/$basketHash/constituents/" params={params} className={styles.link}>
                  {m.changeStocks}
                </Link>
              </li>
              <li>
                <Link to="/studio/baskets/$basketHash/preview/" params={params} className={styles.link}>
                  {m.preview}
                </Link>
              </li>
            </>
          ) : null}
          {canReview ? (
            <li>
              <Link to="/studio/baskets/$basketHash/proposal/" params={params} className={styles.link}>
                {m.reviewProposal}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
