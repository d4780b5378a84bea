import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { testHookRoutes, testHooksEnabled } from '../auth/test-hooks';
import { noticesTestHookRoutes } from '../notices/notices-test-hooks';
import { pushTestHookRoutes } from '../push/push-test-hooks';
import { versionTestHookRoutes } from '../studio/versions-test-hooks';

/**
 * The `__test__/` routes the e2e suite drives (sign-in codes, push deliveries, the notices job at a later market
 * clock, basket versions, after-market orders at the open, whose simulator server/app.ts passes in), mounted on a
 * brand's API only with ENABLE_TEST_HOOKS=1, which a production start refuses.
 */
export function mountTestHooks(api: Hono<AppEnv>, simulators: Hono<AppEnv>[]) {
  if (!testHooksEnabled()) return;
  for (const routes of [
    testHookRoutes(),
    pushTestHookRoutes(),
    noticesTestHookRoutes(),
    versionTestHookRoutes(),
    ...simulators,
  ]) {
    api.route('/', routes);
  }
}
