import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { AppStore } from '#src/lib/app-store';
import { impersonationAtom } from '#src/lib/session/impersonation-atom';
import { useSession } from '#src/lib/session/use-session';

/** The banner with its Exit call and rules: a chunk of its own, which only a client's view fetches. */
const loadBanner = () => import('./client-view-banner');
const ClientViewBanner = lazy(() => loadBanner().then((m) => ({ default: m.ClientViewBanner })));

/**
 * Where the client-view banner goes (mounted once in the root layout, docs/login-as-client.md):
 * nothing, and nothing loaded, unless the session recorded on this device is a client's view. Like
 * the banner, it renders after hydration only (useSession), so the first render stays the server's.
 * Once shown, the banner stays mounted (rendering nothing outside a view): Exit ends the view before
 * its own callbacks run, and they still take the staff member to their screen.
 */
export function ClientViewSlot() {
  const info = useAtomValue(impersonationAtom);
  const { isLoggedIn } = useSession();
  const [shown, setShown] = useState(false);
  const inView = info !== null && isLoggedIn;
  if (inView && !shown) setShown(true);
  if (!inView && !shown) return null;
  return (
    <Suspense fallback={null}>
      <ClientViewBanner />
    </Suspense>
  );
}

/**
 * A page opened in a client's view starts fetching the banner before React hydrates it, so the banner
 * shows as soon as it may. Nothing is fetched in one's own session.
 */
export function preloadClientViewBanner(store: AppStore): void {
  if (store.get(impersonationAtom) !== null) void loadBanner().catch(() => undefined);
}
