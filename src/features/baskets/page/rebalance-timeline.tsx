import type { RebalanceEntry, WeightChange } from '#contract/baskets/details';
import { formatDate, formatPercent } from '#contract/locale/format';
import { basketPageMessages as m } from '../basket-page-messages';
import * as layout from './basket-page.css';
import * as styles from './parts.css';

function change({ from, to }: WeightChange): string {
  if (from === null) return m.added(formatPercent(to));
  if (to === null) return m.removed(formatPercent(from));
  return m.changed(formatPercent(from), formatPercent(to));
}

/** Every version of the basket, newest first: its date, why it changed, and the weights that moved. */
export function RebalanceTimeline({ entries }: { entries: RebalanceEntry[] }) {
  return (
    <section className={layout.section} aria-labelledby="basket-rebalances">
      <h2 id="basket-rebalances" className={layout.sectionTitle}>
        {m.rebalances}
      </h2>
      <ol className={styles.timeline}>
        {entries.map((entry, i) => (
          <li key={entry.version} className={styles.timelineItem}>
            <h3 className={layout.subTitle}>
              <time dateTime={entry.effectiveDate}>{formatDate(entry.effectiveDate)}</time> ·{' '}
              {i === entries.length - 1 ? m.launchVersion : m.version(entry.version)}
            </h3>
            <p className={layout.prose}>{entry.rationale}</p>
            {entry.changes.length === 0 ? (
              <p className={layout.muted}>{m.noChanges}</p>
            ) : (
              <ul>
                {entry.changes.map((c) => (
                  <li key={c.symbol}>
                    {c.name} ({c.symbol}): {change(c)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
