import { Hono, type Env } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * One router of an area's (or several areas') route modules, each mounted at the root in the order
 * given: where two could answer a path, the first one listed does. A module may narrow the context
 * (UserEnv sets the user), as `route` allows.
 */
export function mountRoutes<const E extends readonly Env[]>(...modules: { [K in keyof E]: Hono<E[K]> }): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  for (const m of modules) r.route('/', m);
  return r;
}
