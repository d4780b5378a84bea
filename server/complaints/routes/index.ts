import { Hono } from 'hono';
import type { UserEnv } from '../../auth/guards';
import { complaintAdminRoutes } from './admin-routes';
import { complaintRoutes } from './complaints-routes';

/** Every complaints call (docs/complaints.md), mounted in server/app.ts with one line. */
export function complaintRouteGroup() {
  const r = new Hono<UserEnv>();
  r.route('/', complaintRoutes());
  r.route('/', complaintAdminRoutes());
  return r;
}
