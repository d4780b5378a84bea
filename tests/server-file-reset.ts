// Server test files share a worker's module graph (vitest.config.ts, decision 0222): whatever a file
// changed for its tests beyond its own test server is undone when the file ends, so the next file in
// the worker starts as it would in a fresh process.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
