import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ApiClient } from '../lib/http/api-client';
import type { AppStore } from '../lib/app-store';
import { ApiProvider } from '../lib/http/api-context';
import { PageFrameContext, ServerPageContext, type PageFrame, type ServerPage } from './document/page-frame';

export interface AppProvidersProps {
  store: AppStore;
  queryClient: QueryClient;
  api: ApiClient;
  /** How the app is mounted (document/page-frame.ts). */
  frame: PageFrame;
  /** On the server only: what the server alone writes into the document. */
  server?: ServerPage | null;
  /** The router: <RouterProvider> in the browser, <RouterServer> on the server. */
  children: ReactNode;
}

/** Everything the screens reach through React context, the same in the browser and on the server. */
export function AppProviders({ store, queryClient, api, frame, server = null, children }: AppProvidersProps) {
  return (
    <PageFrameContext.Provider value={frame}>
      <ServerPageContext.Provider value={server}>
        <JotaiProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <ApiProvider client={api}>{children}</ApiProvider>
          </QueryClientProvider>
        </JotaiProvider>
      </ServerPageContext.Provider>
    </PageFrameContext.Provider>
  );
}
