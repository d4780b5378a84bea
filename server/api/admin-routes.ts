import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { adminAumRoutes } from './admin-aum-routes';
import { adminBrandRoutes } from './admin-brands-routes';
import { adminCuratorRoutes } from './admin-curators-routes';
import { adminUserRoutes } from './admin-users-routes';

/** The admin area's API (docs/admin.md): visitor 401, a signed-in user who is no admin 404. */
export function adminRoutes() {
  const r = new Hono<AppEnv>();
  r.route('/', adminBrandRoutes());
  r.route('/', adminUserRoutes());
  r.route('/', adminCuratorRoutes());
  r.route('/', adminAumRoutes());
  return r;
}
