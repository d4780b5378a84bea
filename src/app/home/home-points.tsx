import type { HomePoint } from './home-texts';
import { homeClass as styles } from './home-classes';

/** A titled list of points: the numbered steps of "how it works", or the promises of "safety". */
export function HomePoints({
  id,
  title,
  points,
  numbered = false,
}: {
  id: string;
  title: string;
  points: HomePoint[];
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <List className={numbered ? styles.steps : styles.grid}>
        {points.map((point) => (
          <li key={point.title} className={numbered ? styles.step : styles.card}>
            <h3 className={styles.cardTitle}>{point.title}</h3>
            <p className={styles.text}>{point.body}</p>
          </li>
        ))}
      </List>
    </section>
  );
}
