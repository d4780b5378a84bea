import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '../lib/brand';
import type { AppStore } from '../lib/app-store';
import type { ApiClient } from '../lib/http/api-client';
import { createApiClient } from '../lib/http/ofetch-client';
import { clearUserData, endSession } from '../lib/session/session';
import { createStatusHooks } from '../lib/http/status-rules';

/**
 * The app's request client in the browser, on ofetch: the session and screener rules
 * (lib/http/status-rules.ts) act on every answer. Loaded with the first call (browser-api.ts).
 */
export function createBrowserTransport({
  brand,
  store,
  queryClient,
}: {
  brand: BrandConfig;
  store: AppStore;
  queryClient: QueryClient;
}): ApiClient {
  return createApiClient({
    brand,
    hooks: createStatusHooks({
      store,
      brand,
      origin: () => window.location.origin,
      assign: (url) => window.location.assign(url),
      clearUserData: () => clearUserData({ store, queryClient }),
      endSession: () => void endSession(store, queryClient),
    }),
  });
}
