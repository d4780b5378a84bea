import { useRef } from 'react';
import { Link, useBrand } from '#src/lib/navigation';
import { UserMenu } from '../features/auth/components/user-menu';
import { FEATURED_BASKETS_SEARCH } from './destinations';
import { useStickyHeaderOffset } from './use-sticky-header-offset';
import * as styles from './site-header.css';

/** The brand, the main navigation (a bottom bar on a phone) and the account control, in one row. */
export function SiteHeader() {
  const brand = useBrand();
  const ref = useRef<HTMLElement>(null);
  useStickyHeaderOffset(ref);
  return (
    <header ref={ref} className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brandLink}>
          <img src="/favicon.svg" alt="" width={32} height={32} className={styles.logo} />
          <span className={styles.brandName}>{brand.displayName}</span>
          <span className={styles.brandShort} aria-hidden="true">
            {brand.shortName}
          </span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {brand.features['/featured/all/'] ? (
            <Link
              to="/featured/all/"
              search={FEATURED_BASKETS_SEARCH}
              activeOptions={{ includeSearch: false }}
              className={styles.navLink}
            >
              Featured Baskets
            </Link>
          ) : null}
          <Link to="/discover/managers/" className={styles.navLink}>
            {brand.navLabel}
          </Link>
          {brand.features.blog ? (
            <Link to="/blog" className={styles.navLink}>
              Blog
            </Link>
          ) : null}
        </nav>
        <div className={styles.headerSlot}>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
