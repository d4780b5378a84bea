import { Link, Outlet, useNavigate, useRouteContext } from '@tanstack/react-router';
import { ScreenerDialog } from '../components/ui/screener-dialog';
import { Snackbar } from '../components/ui/snackbar';
import { AuthDialogs } from '../features/auth/components/auth-dialogs';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { UpdatePrompt } from '../features/offline/components/update-prompt';
import { DocumentHead } from './document-head';
import { SiteHeader } from './site-header';
import * as styles from './root-layout.css';
import { FEATURED_BASKETS_SEARCH } from './destinations';

export function RootLayout() {
  const { brand } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  return (
    <>
      <DocumentHead />
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <OfflineBanner />
      <SiteHeader />
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
