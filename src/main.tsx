import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from './lib/api-error';
import { App } from './app/app';
import { readInjectedBrand } from './lib/brand';
import { createQueryClient } from './lib/query-client';
import { restoreAndPersist } from './lib/persist';
import { appStore } from './lib/app-store';
import { registerServiceWorker, reloadOnceOnPreloadError } from './lib/service-worker';
import { fragmentPath } from './lib/fragments';
import { adoptCspNonce } from './app/csp-nonce';
import './app/global.css';

const rootElement = document.getElementById('root')!;
const brand = readInjectedBrand();
const basepath = rootElement.dataset.baseUrl || '/';
const queryClient = createQueryClient();

reloadOnceOnPreloadError();
adoptCspNonce();

// Blog queries saved on this device are back before the first render: no spinner for what we have.
void restoreAndPersist(queryClient, __BUILD_ID__)
  .catch(() => null)
  .then(() => {
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
