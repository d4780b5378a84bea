import { lazy, Suspense } from 'react';
import { useHydrated } from '#src/lib/ssr/use-hydrated';

/** The banner, its call and its words: the status page's chunk, asked for after hydration. */
const IncidentBanner = lazy(() => import('./status-page'));

/** Where the open-incident banner goes (root layout; docs/status-page.md): nothing until the page has hydrated. */
export function IncidentBannerSlot() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <IncidentBanner />
    </Suspense>
  ) : null;
}
