import { createStore } from 'jotai';
import type { FetchContext } from 'ofetch';
import { KEY_HEADER } from '#contract/http/headers';
import { blogKeys } from '../features/blog/api/blog-queries';
import { createApiClient } from '../lib/http/ofetch-client';
import { loginDialogAtom } from '../lib/session/session-atoms';
import type { BrandConfig } from '../lib/brand';
import { createQueryClient } from '../lib/http/query-client';
import { createStatusHooks } from '../lib/http/status-rules';
import type { WidgetConfig } from './widget-config';
import type { WidgetContextValue } from './widget-context';
import { createWidgetRouter } from './widget-router';
import { createSiteClient } from './site-client';

export interface WidgetServicesInput {
  brand: BrandConfig;
  brandOrigin: string;
  config: WidgetConfig;
  host: HTMLElement;
  layer: HTMLElement;
}

/**
 * Everything the widget's screens share, its own and nobody else's: a jotai store, a query client,
 * a request client for the brand's API on the script's origin, the router, and the partner's
 * signed-in reader, if any (site-client.ts). Nothing here touches the host page's storage or cookies
 * (decision 0038): the only credential is the reader's key, held in memory.
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
    endSession: () => reader.end(),
    // No next-path cookie on the host's site: the prompt knows where the reader is.
    openLogin: (type) => store.set(loginDialogAtom, { open: true, type }),
    warn: (message, detail) => console.warn(`TlBlogs: ${message}`, detail),
  });
  const api = createApiClient({
    brand,
    origin: brandOrigin,
    credentials: 'omit',
    // The host page's cookies are not ours: neither its `jwt` nor its `csrftoken` is even read.
    cookies: '',
    hooks: {
      ...status,
      // The reader's key goes on reads only; logout names its key itself, login sends none.
      onRequest: (ctx: FetchContext) => {
        const key = ctx.options.method === 'GET' ? reader.key() : null;
        if (key) ctx.options.headers.set(KEY_HEADER, key);
      },
    },
  });
  // After the request client, which calls it only once requests are made.
  const reader = createSiteClient({
    host,
    post: api.post,
    onChange: () => void queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
  const router = createWidgetRouter({ config, brandOrigin, host });
  const value: WidgetContextValue = { brand, queryClient, api, store, config, router, brandOrigin, layer };
  return {
    value,
    /** Signs the partner's reader in when the element says so; resolves once that has settled. */
    start: () => reader.start(),
    destroy() {
      reader.destroy();
      router.destroy();
      queryClient.clear();
    },
  };
}
