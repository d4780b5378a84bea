import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from './lib/http/api-error';
import { App } from './app/app';
import { readInjectedBrand } from './lib/brand';
import { createQueryClient } from './lib/http/query-client';
import { restoreAndPersist } from './lib/offline/persist';
import { blogPersistPredicate } from './features/blog/api/blog-persist';
import { appStore } from './lib/app-store';
import { registerServiceWorker, reloadOnceOnPreloadError } from './lib/offline/service-worker';
import { fragmentPath } from './lib/fragments/fragments';
import { readCookie } from './lib/cookies';
import { endSession } from './lib/session/session';
import { JWT_COOKIE } from '#contract/http';
import { adoptCspNonce } from './app/csp-nonce';
import './app/global.css';

const rootElement = document.getElementById('root')!;
const brand = readInjectedBrand();
const basepath = rootElement.dataset.baseUrl || '/';
const queryClient = createQueryClient();

reloadOnceOnPreloadError();
adoptCspNonce();

// No session cookie: a session that ended without logging out (expired, closed) leaves nothing
// private for the next person on this device to see, before anything is shown.
const noSession = readCookie(JWT_COOKIE) === undefined ? endSession(appStore) : Promise.resolve();

// Blog queries saved on this device are back before the first render: no spinner for what we have.
void Promise.all([
  noSession.catch(() => undefined),
  restoreAndPersist(queryClient, { buildId: __BUILD_ID__, shouldPersist: blogPersistPredicate(queryClient) }).catch(
    () => null,
  ),
]).then(() => {
  createRoot(rootElement, {
    // An API failure an error screen already explains (offline, not found, a 4xx) is not a bug:
    // note it as a warning. Anything else is logged as the error it is.
    onCaughtError: (error, info) => {
      if (error instanceof ApiError) console.warn(error.message);
      else console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App brand={brand} basepath={basepath} queryClient={queryClient} />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) {
  const warmUrls = [fragmentPath(brand, 'login-modal', '/'), fragmentPath(brand, 'subscription-required')];
  window.addEventListener('load', () => void registerServiceWorker(appStore, { warmUrls }).catch(() => undefined));
}
