import { afterAll, beforeAll, vi } from 'vitest';
import { createTestServer, type TestServer, type TestServerOptions } from './test-support';

export interface FileTestServer<C> {
  t: TestServer;
  /** The caller made for the server, as the file asked for one. */
  api: C;
}

/**
 * One test server for a test file: opened before its first test (with `env` stubbed first) and
 * closed after its last; `caller` makes the file's API caller for it. Call it at the top of the file;
 * `t` and `api` are there from the first test on.
 */
export function testServerPerFile<C = undefined>(
  options: TestServerOptions = {},
  caller?: (t: TestServer) => C,
  { env = {}, timeout }: { env?: Record<string, string>; timeout?: number } = {},
): FileTestServer<C> {
  const s = {} as FileTestServer<C>;
  beforeAll(async () => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    s.t = await createTestServer(options);
    s.api = caller ? caller(s.t) : (undefined as C);
  }, timeout);
  afterAll(async () => {
    if (Object.keys(env).length > 0) vi.unstubAllEnvs();
    await s.t?.db.close();
  });
  return s;
}
