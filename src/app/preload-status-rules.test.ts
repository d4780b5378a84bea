// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { Route as RootRoute } from '../routes/__root';
import type { ApiClient } from '../lib/http/api-client';
import { createApiClient } from '../lib/http/ofetch-client';
import { ScreenerError } from '../lib/http/api-error';
import { createStatusHooks } from '../lib/http/status-rules';
import { screenerDialogAtom } from '../components/ui/screener-atom';
import type { BrandConfig } from '../lib/brand';

const brand = {
  segment: 'starfolio',
  brokerHeader: 'starfolio',
  loginType: 'all',
  paymentHosts: [],
  brokers: [],
} as unknown as BrandConfig;

/** The app's client, its rules acting on a fresh store, every call answering a subscriber-only screener. */
function appClient() {
  const store = createStore();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ head: { status: 4 }, body: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const hooks = createStatusHooks({
    store,
    brand,
    origin: () => window.location.origin,
    assign: vi.fn(),
    clearUserData: vi.fn(),
  });
  return { store, api: createApiClient({ brand, hooks }) };
}

type BeforeLoad = (o: { context: { api: ApiClient }; preload: boolean }) => { api: ApiClient } | undefined;
const beforeLoad = RootRoute.options.beforeLoad as unknown as BeforeLoad;

afterEach(() => vi.unstubAllGlobals());

describe('the root route: loaders of a preload', () => {
  it('get a client whose status rules do not act: hovering a premium basket opens no dialog', async () => {
    const { store, api } = appClient();
    const context = beforeLoad({ context: { api }, preload: true });
    expect(context?.api).toBeDefined();
    const error = await context!.api.get('basket/details/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScreenerError);
    expect(store.get(screenerDialogAtom)).toBe(false);
    // The page is opened after all: its error screen runs the rule.
    (error as ScreenerError).runDeferredRule();
    expect(store.get(screenerDialogAtom)).toBe(true);
  });

  it("keep the app's client for a navigation, whose rules act at once", async () => {
    const { store, api } = appClient();
    expect(beforeLoad({ context: { api }, preload: false })).toBeUndefined();
    await api.get('basket/details/x/').catch(() => undefined);
    expect(store.get(screenerDialogAtom)).toBe(true);
  });
});
