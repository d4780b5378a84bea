import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '../lib/brand';
import type { AppStore } from '../lib/app-store';
import { apiPath, type ApiClient } from '../lib/http/api-client';
import { toApiError } from '../lib/http/api-error';
import { loadOnce } from '../lib/load-once';
import type * as Transport from './browser-transport';

export interface BrowserApi extends ApiClient {
  /** Loads the request client's code now, when the browser is idle, so the first call does not wait for it. */
  warm(): void;
}

/**
 * The app's request client in the browser. Its code (ofetch, the status rules: browser-transport.ts)
 * is not in a page's first load, which hydrates from the server's data and asks for nothing: the
 * first call loads it, or `warm()` once the page has hydrated (decision 0305). A chunk that does not
 * load fails the call as an offline answer would (status 0), and the next call tries again.
 */
export function createBrowserApi(
  deps: { brand: BrandConfig; store: AppStore; queryClient: QueryClient },
  importTransport: () => Promise<typeof Transport | undefined> = () => import('./browser-transport'),
): BrowserApi {
  const load = loadOnce(() =>
    importTransport().then(
      (module) => {
        // A chunk that did not load after a deploy reloads the page (reloadOnceOnPreloadError), and
        // Vite then resolves the import with nothing.
        if (typeof module?.createBrowserTransport !== 'function') throw toApiError(null);
        return module.createBrowserTransport(deps);
      },
      (err: unknown) => {
        throw toApiError(err);
      },
    ),
  );
  return {
    get: async (path, options) => (await load()).get(path, options),
    post: async (path, body, options) => (await load()).post(path, body, options),
    url: (path) => apiPath(deps.brand, path),
    warm: () => void load().catch(() => undefined),
  };
}
