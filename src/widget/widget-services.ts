import { createStore } from 'jotai';
import type { FetchContext } from 'ofetch';
import { CSRF_HEADER, KEY_HEADER } from '#contract/http';
import { createApiClient } from '../lib/http/api-client';
import { loginDialogAtom } from '../lib/session/session-atoms';
import type { BrandConfig } from '../lib/brand';
import { createQueryClient } from '../lib/http/query-client';
import { createStatusHooks } from '../lib/http/status-rules';
import type { WidgetConfig } from './widget-config';
import type { WidgetContextValue } from './widget-context';
import { createWidgetRouter } from './widget-router';

export interface WidgetServicesInput {
  brand: BrandConfig;
  brandOrigin: string;
  config: WidgetConfig;
  host: HTMLElement;
  layer: HTMLElement;
}

/**
 * Everything the widget's screens share, its own and nobody else's: a jotai store, a query client,
 * a request client for the brand's API on the script's origin, and the router. Nothing here
 * touches the host page's storage or cookies (decision 0038).
 */
export function createWidgetServices({ brand, brandOrigin, config, host, layer }: WidgetServicesInput) {
  const store = createStore();
  const queryClient = createQueryClient();
  const status = createStatusHooks({
    store,
    brand,
    origin: () => brandOrigin,
    assign: (url) => window.location.assign(url),
    // The widget keeps no user: "log out" only drops what it fetched.
    clearUserData: () => queryClient.clear(),
    // No next-path cookie on the host's site: the prompt knows where the reader is.
    openLogin: (type) => store.set(loginDialogAtom, { open: true, type }),
    warn: (message, detail) => console.warn(`TlBlogs: ${message}`, detail),
  });
  const api = createApiClient({
    brand,
    origin: brandOrigin,
    credentials: 'omit',
    hooks: {
      ...status,
      // The host page's cookies are not ours: never send its `jwt` or `csrftoken` to the brand's API.
      onRequest: (ctx: FetchContext) => {
        const headers = ctx.options.headers;
        headers.delete(KEY_HEADER);
        headers.delete(CSRF_HEADER);
      },
    },
  });
  const router = createWidgetRouter({ config, brandOrigin, host });
  const value: WidgetContextValue = { brand, queryClient, api, store, config, router, brandOrigin, layer };
  return {
    value,
    destroy() {
      router.destroy();
      queryClient.clear();
    },
  };
}
