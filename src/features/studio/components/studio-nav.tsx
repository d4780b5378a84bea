import { Link, useBrand } from '#src/lib/navigation';
import { dashboardMessages as m } from '../dashboard-messages';
import { usePublisher } from '../publisher-state';
import * as styles from '#src/components/ui/section-nav.css';

/**
 * The studio's own navigation (Dashboard, New basket, Posts), for every studio screen to include:
 * only the links whose brand feature is on. It also keeps the publisher state loaded while an adviser
 * works in the studio (publisher-state.ts).
 */
export function StudioNav() {
  const { features } = useBrand();
  usePublisher();
  return (
    <nav aria-label={m.studioNav} className={styles.nav}>
      <ul className={styles.navList}>
        <li>
          <Link to="/studio/" className={styles.navLink} activeOptions={{ exact: true }}>
            {m.dashboard}
          </Link>
        </li>
        {features['create-basket'] ? (
          <li>
            <Link to="/studio/baskets/new/" className={styles.navLink}>
              {m.newBasket}
            </Link>
          </li>
        ) : null}
        {features.blog ? (
          <li>
            <Link to="/studio/posts/" className={styles.navLink} activeOptions={{ exact: true }}>
              {m.posts}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
