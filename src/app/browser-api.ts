import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '../lib/brand';
import type { AppStore } from '../lib/app-store';
import { createApiClient, type ApiClient } from '../lib/http/api-client';
import { clearUserData, endSession } from '../lib/session/session';
import { createStatusHooks } from '../lib/http/status-rules';

/** The app's request client in the browser: the session and screener rules (lib/http/status-rules.ts) act on every answer. */
export function createBrowserApi({
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
