import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useBrand } from '../lib/navigation';
import { ScreenerDialog } from '../components/ui/screener-dialog';
import { Snackbar } from '../components/ui/snackbar';
import { AuthDialogs } from '../features/auth/components/auth-dialogs';
import { UserMenu } from '../features/auth/components/user-menu';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { UpdatePrompt } from '../features/offline/components/update-prompt';
import * as styles from './root-layout.css';
import { FEATURED_BASKETS_SEARCH } from './destinations';

export function RootLayout() {
  const brand = useBrand();
  const navigate = useNavigate();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <OfflineBanner />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brandLink}>
            <img src="/favicon.svg" alt="" width={32} height={32} className={styles.logo} />
            <span>{brand.displayName}</span>
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
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>
            {brand.displayName}. Investments in securities are subject to market risks. Read all related documents
            carefully before investing. Baskets are curated by SEBI-registered investment advisers and research
            analysts.
          </p>
          <nav aria-label="Footer" className={styles.footerNav}>
            {brand.features.blog ? <Link to="/saved/">Saved for reading offline</Link> : null}
            {brand.features['account/settings/'] ? <Link to="/account/settings/">Settings</Link> : null}
          </nav>
        </div>
      </footer>
      <AuthDialogs />
      <ScreenerDialog onGoToFeatured={() => void navigate({ to: '/featured/all/', search: FEATURED_BASKETS_SEARCH })} />
      <Snackbar />
      <UpdatePrompt />
    </>
  );
}
