import { formatDate, formatRupees } from '#contract/locale/format';
import type { BrandConfig } from '#src/lib/brand';
import { FactList } from '#src/components/ui/fact-list';
import type { StudioDashboardBody } from '#contract/studio/types';
import { STATUS_SECTIONS, dashboardMessages as m } from '../dashboard-messages';
import { DashboardBasketRow } from './dashboard-basket-row';
import * as styles from './dashboard.css';

/**
 * Subscribers, assets under advice and investors across all the adviser's baskets, and which
 * investments the assets leave out because their figures are impossible (docs/investments.md).
 */
export function DashboardTotals({
  totals,
  skipped = [],
}: {
  totals: StudioDashboardBody['totals'];
  skipped?: StudioDashboardBody['skipped_investments'];
}) {
  const figures = [
    [m.subscribers, String(totals.subscribers)],
    [m.assetsUnderAdvice, formatRupees(totals.assets_under_advice)],
    [m.investors, String(totals.investors)],
  ] as const;
  return (
    <section className={styles.section} aria-label={m.totals}>
      <FactList
        facts={figures}
        classes={{ list: styles.figures, row: styles.figure, label: styles.figureLabel, value: styles.figureValue }}
      />
      {skipped.length > 0 ? (
        <p className={styles.muted}>{m.skipped(skipped.length, [...new Set(skipped.map((s) => s.basket_name))])}</p>
      ) : null}
    </section>
  );
}

/** The baskets in four sections by state (Published, Drafts, Closed, Hidden), each headed with its count. */
export function DashboardBaskets({ body, features }: { body: StudioDashboardBody; features: BrandConfig['features'] }) {
  return (
    <>
      {STATUS_SECTIONS.map(({ status, label }) => {
        const baskets = body.baskets.filter((b) => b.status === status);
        const headingId = `studio-${status}`;
        return (
          <section key={status} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {label} ({body.totals.by_status[status]})
            </h2>
            {baskets.length === 0 ? (
              <p className={styles.muted}>{m.noneInState(label)}</p>
            ) : (
              <ul className={styles.rows}>
                {baskets.map((b) => (
                  <DashboardBasketRow key={b.basket_hash} basket={b} features={features} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

/** The next rebalance of each live basket, soonest first. */
export function UpcomingRebalances({ upcoming }: { upcoming: StudioDashboardBody['upcoming_rebalances'] }) {
  return (
    <section className={styles.section} aria-labelledby="studio-upcoming">
      <h2 id="studio-upcoming" className={styles.sectionTitle}>
        {m.upcoming}
      </h2>
      {upcoming.length === 0 ? (
        <p className={styles.muted}>{m.noUpcoming}</p>
      ) : (
        <ul className={styles.rows}>
          {upcoming.map((u) => (
            <li key={u.basket_hash}>
              <time dateTime={u.date}>{formatDate(u.date)}</time> · {u.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
