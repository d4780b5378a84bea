import { StrictMode, startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { ApiError } from './lib/http/api-error';
import { AppProviders } from './app/app';
import { createBrowserApi } from './app/browser-api';
import { createAppRouter } from './app/router';
import { readInjectedBrand } from './lib/brand';
import { createQueryClient } from './lib/http/query-client';
import { applyServerState, readServerState } from './lib/http/server-state';
import { appStore } from './lib/app-store';
import { reloadOnceOnPreloadError } from './lib/offline/preload-error';
import { keepPushSubscriptionLater } from './lib/push/push-later';
import { isLoggedInAtom } from './lib/session/session-atoms';
import { fragmentPath } from './lib/fragments/fragments';
import { readCookie } from './lib/cookies';
import { endSession, forgetUser } from './lib/session/session';
import { JWT_COOKIE } from '#contract/http/headers';
import { siteOrigin } from '#contract/site/site-origin';
import { adoptCspNonce } from './app/csp-nonce';
import { keepServerHead, preloadHeads } from './app/lazy-head';
import { preloadClientViewBanner } from './features/impersonation/components/client-view-slot';
import { deferredReporter } from './lib/client-log/deferred-reporter';
import { installErrorListeners } from './lib/client-log/install';
import { yieldToBrowser } from './lib/ssr/yield-to-browser';
import { holdNavigationsWhileHydrating } from './lib/ssr/hydration-gate';
import { preloadConsentBanner } from './features/analytics/components/analytics-consent';
import { markFirstPageLoaded, preloadSanitizerFor } from './lib/html/sanitizer-navigation';
import { preloadAccountMenu } from './features/auth/components/user-menu';
import { appPathOf, attachRoutes, attachRoutesOnDemand, subtreeOf, type RouteSubtree } from './app/route-subtrees';
import { isLaterPath, isStaffPath } from '#contract/site/staff-areas';
import './app/global.css';

const rootElement = document.getElementById('root')!;
const brand = readInjectedBrand();
const basepath = rootElement.dataset.baseUrl || '/';
// The app's path of the page this document opened (without the base path).
const landingPath = appPathOf(window.location.pathname, basepath);
const queryClient = createQueryClient();
// Present when the server rendered this page (decision 0070); absent in the shell, rendered here.
const serverState = readServerState();

reloadOnceOnPreloadError();
adoptCspNonce();
// A shell's first route works its head out in the browser: the heads' code comes at once (lazy-head.ts),
// and so does the sanitizer for a blog page's (sanitizer-navigation.ts).
if (!serverState) {
  preloadHeads();
  preloadSanitizerFor(landingPath);
}

// Client errors go to the logger call (docs/client-errors.md): capped, deduplicated, redacted. The
// listeners are there from the start; the reporter itself loads with the first error.
const reporter = deferredReporter({
  load: () => import('./lib/client-log/browser-reporter').then((m) => m.browserReporter(brand.segment, __BUILD_ID__)),
  pathname: () => window.location.pathname,
  ignore: (error) => error instanceof ApiError,
});
installErrorListeners(window, reporter);

// No session cookie: a session that ended without logging out (expired, closed) leaves nothing
// private for the next person on this device to see, before anything is shown. The user is forgotten
// at once (the first render reads it); the device's private data goes in a task of its own, as its
// modules load (decision 0304).
const noCookie = readCookie(JWT_COOKIE) === undefined;
if (noCookie) forgetUser(appStore);
const noSession = noCookie ? yieldToBrowser().then(() => endSession(appStore)) : Promise.resolve();
preloadClientViewBanner(appStore);
// A signed-in device's header shows the account menu straight after hydrating: its code comes now.
if (appStore.get(isLoggedInAtom)) void preloadAccountMenu();

// Blog queries saved on this device are back before the shell's first render: no spinner for what
// we have. A page the server rendered has its data already, newer than anything saved.
// Their code is a chunk of its own, asked for at once by the shell; a page the server rendered does not
// wait for it, and asks for it a task later.
const restored = (serverState ? yieldToBrowser() : Promise.resolve())
  .then(() => Promise.all([import('./lib/offline/persist'), import('./features/blog/api/blog-persist')]))
  .then(([{ restoreAndPersist }, { blogPersistPredicate }]) =>
    restoreAndPersist(queryClient, { buildId: __BUILD_ID__, shouldPersist: blogPersistPredicate(queryClient) }),
  )
  .catch(() => null);

// The staff areas' routes and the later public areas', cut out of the first route tree by the build
// (decisions 0294, 0308).
const staffRoutes: RouteSubtree = { holds: isStaffPath, load: () => import('virtual:staff-route-tree') };
const laterRoutes: RouteSubtree = { holds: isLaterPath, load: () => import('virtual:later-route-tree') };
const subtrees = [staffRoutes, laterRoutes];
/** The longest a shell waits for its first page before rendering its frame (decision 0314). */
const FRAME_WAIT_MS = 200;

// An API failure an error screen already explains (offline, not found, a 4xx) is not a bug: note it
// as a warning. Anything else is logged as the error it is.
const onCaughtError = (error: unknown, info: ErrorInfo) => {
  if (error instanceof ApiError) console.warn(error.message);
  else console.error(error, info.componentStack);
  reporter.report({ kind: 'boundary', error });
};

async function start() {
  // The modules' evaluation is one task; what starts the app runs in the next ones, with the browser
  // free between them (decision 0304). The shell, with nothing painted yet, goes straight on.
  if (serverState) {
    await yieldToBrowser();
    applyServerState(queryClient, serverState);
  }
  const api = createBrowserApi({ brand, store: appStore, queryClient });
  keepPushSubscriptionLater(api, () => appStore.get(isLoggedInAtom));
  const router = createAppRouter(
    { brand, origin: siteOrigin(brand, window.location.origin), queryClient, api, store: appStore },
    basepath,
  );
  // The subtrees' routes are not in the first route tree (decisions 0294, 0308): a page of one loads
  // them first (its HTML preloads them), a navigation to one waits for them.
  attachRoutesOnDemand(router, subtrees);
  const landing = subtreeOf(subtrees, landingPath);
  const subtreeFirst = landing ? attachRoutes(router, landing).catch(() => undefined) : Promise.resolve();
  const app = (frame: 'document' | 'root') => (
    <StrictMode>
      <AppProviders store={appStore} queryClient={queryClient} api={api} frame={frame}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!serverState) {
    await Promise.all([noSession.catch(() => undefined), restored, subtreeFirst]);
    // No server HTML to keep: the page the browser renders itself sanitizes what it shows.
    markFirstPageLoaded();
    // The route, its code and its data, before the first render: a page the device has renders once,
    // whole, rather than its frame first and the page after its code and loader came. A page waiting on
    // the network shows its frame after FRAME_WAIT_MS, its pending state after that (decision 0314).
    await Promise.race([router.load().catch(() => undefined), new Promise((go) => setTimeout(go, FRAME_WAIT_MS))]);
    createRoot(rootElement, { onCaughtError }).render(app('root'));
    return;
  }
  // Hydration: the router resolves the page as the server did (its loaders find the server's data
  // in the cache and ask for nothing), so the first render is the server's HTML, node for node.
  router.ssr = { manifest: undefined };
  // The page keeps the head the server wrote until it has hydrated: no head code before then (lazy-head.ts).
  const releaseServerHead = keepServerHead();
  await yieldToBrowser();
  // What the server painted from lazily loaded code is loaded first, so it hydrates with the page.
  await Promise.all([subtreeFirst.then(() => router.load()), preloadConsentBanner()]);
  markFirstPageLoaded();
  // The page is already painted (contract/site/paint-first.ts): the browser gets a turn between
  // loading the route and hydrating, and the hydration runs as a transition, in slices of a few
  // milliseconds with the browser free to paint and answer input between them (a click on a part not
  // yet hydrated hydrates that part first), rather than in one long task.
  await yieldToBrowser();
  // The page is where the reader left it: at the top, where the browser restored it, or wherever they
  // scrolled while it hydrated. The router's first render neither resets nor restores it (it put a
  // reader who had scrolled a basket page before it hydrated back at the top); navigations still do.
  router._scroll.n = false;
  startTransition(() => {
    hydrateRoot(document, app('document'), {
      onCaughtError,
      onRecoverableError: (error, info) =>
        console.error(
          'Hydration mismatch: React re-rendered part of the page.',
          error,
          error instanceof Error && error.cause ? error.cause : '',
          info.componentStack,
        ),
    });
  });
  // A navigation waits until the route's content has hydrated too (decision 0285). Then the request
  // client's code comes (decision 0305), the later public areas' routes (links to them are on every
  // page), and, as a signed-in reader's next pages are likely their own, the staff routes.
  void holdNavigationsWhileHydrating(router.history, document).then(() => {
    releaseServerHead();
    api.warm();
    const later = appStore.get(isLoggedInAtom) ? [laterRoutes, staffRoutes] : [laterRoutes];
    setTimeout(() => later.forEach((subtree) => void attachRoutes(router, subtree).catch(() => undefined)), 0);
  });
}

const started = start();

if (import.meta.env.PROD) {
  const warmUrls = [fragmentPath(brand, 'login-modal', '/'), fragmentPath(brand, 'subscription-required')];
  // The registration's code loads then too: nothing of it is needed to paint or hydrate. Awaited apart
  // from the import: chained onto it (`import().then(register)`), a refused registration would count
  // as a failed chunk load, and the page would reload (reloadOnceOnPreloadError).
  const register = async () => {
    try {
      const { registerServiceWorker } = await import('./lib/offline/service-worker');
      await registerServiceWorker(appStore, { warmUrls });
    } catch {
      // No worker (refused, unsupported): the app works without one.
    }
  };
  // A shell's load event comes long before its page: it registers once the page is rendered, not in the
  // middle of reading the device's copy and rendering (decision 0314).
  const registerNext = () => void setTimeout(register, 0);
  if (!serverState) void started.then(registerNext, registerNext);
  // The entry is added after the first paint (contract/site/paint-first.ts), often after the page's load
  // event has fired: waiting for it then would never register the worker.
  else if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
