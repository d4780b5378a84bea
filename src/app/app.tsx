import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import type { BrandConfig } from '../lib/brand';
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../lib/http/api-client';
import { ApiProvider } from '../lib/http/api-context';
import { appStore } from '../lib/app-store';
import { clearUserData, endSession } from '../lib/session/session';
import { createStatusHooks } from '../lib/http/status-rules';
import { siteOrigin } from '#contract/site-origin';
import { createAppRouter } from './router';

export function App({
  brand,
  basepath,
  queryClient,
}: {
  brand: BrandConfig;
  basepath: string;
  queryClient: QueryClient;
}) {
  const [api] = useState(() =>
    createApiClient({
      brand,
      // The session and screener rules (src/lib/status-rules.ts) act on every answer.
      hooks: createStatusHooks({
        store: appStore,
        brand,
        origin: () => window.location.origin,
        assign: (url) => window.location.assign(url),
        clearUserData: () => clearUserData({ store: appStore, queryClient }),
        endSession: () => void endSession(appStore),
      }),
    }),
  );
  const [router] = useState(() =>
    createAppRouter(
      { brand, origin: siteOrigin(brand, window.location.origin), queryClient, api, store: appStore },
      basepath,
    ),
  );
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
