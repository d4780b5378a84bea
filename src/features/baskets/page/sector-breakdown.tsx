import type { SectorWeight } from '#contract/baskets/details';
import { formatPercent } from '#contract/locale/format';
import { TitledSection } from '#src/components/ui/page';
import { basketPageMessages as m } from '../basket-page-messages';
import * as layout from './basket-page.css';
import * as styles from './parts.css';

/** The basket's weight in each sector, largest first, as a list of bars (the numbers are the text). */
export function SectorBreakdown({ sectors }: { sectors: SectorWeight[] }) {
  const sorted = [...sectors].sort((a, b) => b.weight - a.weight);
  return (
    <TitledSection id="basket-sectors" title={m.sectors} titleClassName={layout.subTitle} level={3}>
      <ul className={styles.bars}>
        {sorted.map((s) => (
          <li key={s.sector} className={styles.barRow}>
            <span>{s.sector}</span>
            <span className={layout.factValue}>{formatPercent(s.weight)}</span>
            <span className={styles.barTrack} aria-hidden="true">
              <svg className={styles.barSvg} viewBox="0 0 100 1" preserveAspectRatio="none" focusable="false">
                <rect x="0" y="0" height="1" width={Math.max(0, Math.min(100, s.weight))} />
              </svg>
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
