import { afterAll, beforeAll, expect } from 'vitest';
import { brands } from '../../../brands/registry';
import type { StockSearchBody } from '#contract/market/types';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';

/** The server the market route tests call as a returning browser, and how they read its answers. */

export let t: TestServer;
export let api: ReturnType<typeof blogCaller>;

export const q = encodeURIComponent;
export const symbols = (a: { body: StockSearchBody }) => a.body.stocks.map((s) => s.symbol);

export function expectPublic(headers: Headers, { live }: { live: boolean }) {
  expect(headers.get('x-cache-scope')).toBe('public');
  expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
  expect(headers.get('cdn-cache-control')).toBe(
    live ? 'public, max-age=5' : 'public, max-age=5, stale-while-revalidate=30',
  );
}

export function expectRefused(a: { status: number; headers: Headers }, status = 400) {
  expect(a.status).toBe(status);
  expect(a.headers.get('x-cache-scope')).toBe('private');
}

/** Starts one server for the file; its caller holds the csrftoken of a first call. */
export function startMarketServer() {
  beforeAll(async () => {
    t = await createTestServer();
    api = blogCaller(t, brands[0]!);
    // A returning browser: it holds the csrftoken its first call was given (a first answer is private).
    await api.get('health/');
  });
  afterAll(() => t.db.close());
}
