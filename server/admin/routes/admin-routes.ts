import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { adminAumRoutes } from './aum-routes';
import { adminBrandRoutes } from './brands-routes';
import { adminCuratorRoutes } from './curators-routes';
import { adminUserRoutes } from './users-routes';

/** The admin area's API (docs/admin.md): visitor 401, a signed-in user who is no admin 404. */
export function adminRoutes() {
  const r = new Hono<AppEnv>();
  r.route('/', adminBrandRoutes());
  r.route('/', adminUserRoutes());
  r.route('/', adminCuratorRoutes());
  r.route('/', adminAumRoutes());
  return r;
}
