import { describe, expect, it } from 'vitest';
import { API, apiPath } from '#contract/http/api-paths';
import { sessionCacheName, USER_CACHE_PREFIX } from '#contract/site/cache-names';
import { INVESTOR_API_PATH, privateCacheTarget, privateLookup } from './private-cache';

const path = (p: string) => apiPath('starfolio', p);
const jwt = (sub: string) =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify({ sub })).replace(/=+$/, ''), 'sig'].join('.');
const req = (key?: string, method = 'GET') =>
  new Request(`http://starfolio.localhost${path(API.myBaskets.investments)}`, {
    method,
    headers: key ? { KEY: key } : {},
  });
const res = (status: unknown, scope: string | null = 'private', http = 200) =>
  new Response(JSON.stringify({ head: { status }, body: {} }), {
    status: http,
    headers: scope ? { 'X-Cache-Scope': scope, 'content-type': 'application/json' } : {},
  });

describe('the investor’s reads the service worker keeps', () => {
  it.each([
    API.myBaskets.summary,
    API.myBaskets.investments,
    API.myBaskets.closed,
    API.myBaskets.investment,
    API.myBaskets.performanceChart,
    API.trading.transactions,
    API.trading.orders,
    API.account.profile,
    API.account.notifications,
    API.account.devices,
    API.payments.subscriptions,
    API.payments.transactions,
    API.customer.riskProfile,
    API.customer.kyc,
  ])('matches %s', (p) => {
    expect(INVESTOR_API_PATH.test(path(p))).toBe(true);
  });

  it.each([
    API.myBaskets.published,
    API.myBaskets.draft,
    API.myBaskets.hidden,
    API.investment.rebalanceDetails,
    API.investment.close,
    API.trading.orderStatus,
    API.trading.orderEvents,
    API.trading.tradeBasketOrders,
    API.broker.list,
    API.account.contactChange,
    API.account.signOutDevice,
    API.payments.cancelPreview,
    API.payments.invoice('txn_1'),
    API.payments.transactionDetails,
  ])('never matches %s', (p) => {
    expect(INVESTOR_API_PATH.test(path(p))).toBe(false);
  });

  it('keeps a success only in the asking session’s own cache, whatever the scope header says', async () => {
    const own = await sessionCacheName(jwt('7'));
    expect(own!.startsWith(USER_CACHE_PREFIX)).toBe(true);
    expect(await privateCacheTarget(req(jwt('7')), res(0))).toEqual({ cache: own });
    expect(await privateCacheTarget(req(jwt('7')), res(0, 'public'))).toEqual({ cache: own });
    expect(await privateCacheTarget(req(jwt('7')), res(0, null))).toEqual({ cache: own });
  });

  it.each([
    ['session expired', '100', 200],
    ['broker session expired', '110', 200],
    ['an HTTP error', 0, 500],
  ])('never keeps %s', async (_name, status, http) => {
    expect(await privateCacheTarget(req(jwt('7')), res(status, 'private', http))).toBeNull();
  });

  it('keeps nothing without a session, for a POST or for a body that is not JSON', async () => {
    expect(await privateCacheTarget(req(), res(0))).toBeNull();
    expect(await privateCacheTarget(req(jwt('7'), 'POST'), res(0))).toBeNull();
    expect(await privateCacheTarget(req(jwt('7')), new Response('<html>'))).toBeNull();
  });

  it('offline, looks only in the session’s own cache; a visitor finds nothing', async () => {
    expect(await privateLookup(req(jwt('7')))).toEqual([await sessionCacheName(jwt('7'))]);
    expect(await privateLookup(req())).toEqual([]);
  });
});
