import { afterAll, beforeAll, expect } from 'vitest';
import { brands } from '../../../brands/registry';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { insertAdviser } from './basket-test-fixtures';

/** The server the basket list tests call (nothing cached), its callers on two brands, and a seeded adviser. */

export const starfolio = brands.find((b) => b.id === 'starfolio')!;
export const arrowline = brands.find((b) => b.id === 'arrowline')!; // quarterly baskets only

export let t: TestServer;
export let api: ReturnType<typeof blogCaller>;
export let quarterlyApi: ReturnType<typeof blogCaller>;
export let adviser: Awaited<ReturnType<typeof insertAdviser>>;

export const expectPublic = (h: Headers) => expect(h.get('x-cache-scope')).toBe('public');
export const expectPrivate = (h: Headers) => {
  expect(h.get('x-cache-scope')).toBe('private');
  expect(h.get('cache-control')).toBe('private, no-store');
};

/** Starts one server for the file, with a caller per brand and an adviser to own inserted baskets. */
export function startBasketListsServer() {
  beforeAll(async () => {
    // The tests write behind the app's back: nothing kept in memory.
    t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
    api = blogCaller(t, starfolio);
    quarterlyApi = blogCaller(t, arrowline);
    await api.get('health/');
    await quarterlyApi.get('health/');
    adviser = await insertAdviser(t.db);
  });
  afterAll(() => t.db.close());
}
