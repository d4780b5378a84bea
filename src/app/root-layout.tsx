import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Snackbar } from '../components/ui/snackbar';
import { AnalyticsConsent } from '../features/analytics/components/analytics-consent';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { ClientViewSlot } from '../features/impersonation/components/client-view-slot';
import { IncidentBannerSlot } from '../features/status/components/incident-banner-slot';
// The footer's styles stay in the first stylesheet: the server paints it, its code comes after.
import './site-footer.css';
import { SiteHeader } from './site-header';
import * as styles from './root-layout.css';
import { useHydrated } from '../lib/ssr/use-hydrated';

const RootLater = lazy(() => import('./root-later'));

/**
 * Below the fold on every page: the server paints it, and its code loads as the page hydrates, not
 * with the page (decision 0305); until it is there the server's footer stays as it is (its links are
 * plain links), and React hydrates it when it arrives.
 */
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/** The root's parts that render nothing on the server, loaded once the page is live (decisions 0295, 0305). */
function AfterHydration() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <RootLater />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <ClientViewSlot />
      <IncidentBannerSlot />
      <OfflineBanner />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {/* Below the fold: its own boundary, so it hydrates after what is on the first screen, once its code is in. */}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <AnalyticsConsent />
      <Snackbar />
      <AfterHydration />
    </>
  );
}
