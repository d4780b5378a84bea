import { Page, leadClass } from '#src/components/ui/page';
import { discoverMessages as dm, basketMessages as m } from '../messages';
import * as cards from './cards.css';
import * as styles from './basket-skeleton.css';

/** Grey cards where baskets will be, with the loading said in words for a screen reader. */
export function BasketSkeleton({ count = 6, label = m.loadingBaskets }: { count?: number; label?: string }) {
  return (
    <>
      <p role="status" className={leadClass}>
        {label}
      </p>
      <ul className={cards.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.card}>
            <div className={styles.line} />
            <div className={styles.line} />
            <div className={styles.line} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Discover's pending screen: its title at once, the list as a skeleton. */
export const DiscoverPending = () => (
  <Page title={dm.title} hold>
    <BasketSkeleton />
  </Page>
);
