import type { BrandConfig } from '../../../brands/schema';
import { createApp } from '../../app';
import type { ResponseCacheOptions } from '../response-cache';
import type { Database } from '../../db/database';
import { newCsrfToken } from '../../security/csrf';
import { fakeDist, sourcePageRenderer, TEST_CLIENT_ADDRESS, type TestServer } from '../../test-support';

/** The test database, counting the queries sent through it. */
export function countingDb(db: Database) {
  const counted = { ...db, queries: 0 };
  counted.query = (sql, params) => {
    counted.queries++;
    return db.query(sql, params);
  };
  return counted;
}

export interface Call {
  headers?: Record<string, string>;
  clientAddress?: string;
  method?: string;
}

/**
 * Another server process on the same database (its own micro-cache), called as a returning browser
 * would (with a csrftoken cookie), or with exactly the headers given.
 */
export function serverProcess(
  t: TestServer,
  { db = t.db, cache }: { db?: Database; cache?: ResponseCacheOptions } = {},
) {
  const app = createApp({
    db,
    distDir: fakeDist(),
    jwtSecret: t.jwtSecret,
    responseCache: cache,
    pageRenderer: sourcePageRenderer,
  });
  const cookie = `csrftoken=${newCsrfToken(t.jwtSecret)}`;
  return async (
    brand: BrandConfig,
    path: string,
    { headers = {}, clientAddress = TEST_CLIENT_ADDRESS, method }: Call = {},
  ): Promise<Response> => {
    const env = { incoming: { socket: { remoteAddress: clientAddress, remoteFamily: 'IPv4' } } };
    const all = { host: `${brand.hosts[0]}:3000`, cookie, ...headers };
    return app.request(path, { method, headers: all }, env);
  };
}

export const apiUrl = (brand: BrandConfig, path: string) => `/${brand.segment}/api/${path}`;
