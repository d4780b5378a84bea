import type { Curator } from '#contract/baskets/types';
import { TitledSection } from '#src/components/ui/page';
import { homeMessages as m } from './home-texts';
import { homeClass as styles } from './home-classes';

/** The advisers with the most baskets (HOME_ADVISERS), with their SEBI registration numbers (the route loader's data). */
export function HomeAdvisers({ advisers }: { advisers: Curator[] }) {
  if (advisers.length === 0) return null;
  return (
    <TitledSection id="home-advisers" title={m.advisers} className={styles.section} titleClassName={styles.heading}>
      <p className={styles.muted}>{m.advisersLead}</p>
      <ul className={styles.grid}>
        {advisers.map((adviser) => (
          <li key={adviser.slug} className={styles.card}>
            <h3 className={styles.cardTitle}>
              {/* The adviser's profile is discover's screen; a plain link reaches it either way. */}
              <a href={`/discover/managers/${encodeURIComponent(adviser.slug)}/`}>{adviser.name}</a>
            </h3>
            <p className={styles.muted}>{adviser.adviserType}</p>
            <p className={styles.text}>
              {m.sebiRegistration} {adviser.sebiRegistration}
            </p>
            <p className={styles.muted}>{m.adviserBaskets(adviser.basketCount)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
