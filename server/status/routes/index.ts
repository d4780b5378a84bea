import { mountRoutes } from '../../http/mount-routes';
import { statusAdminRoutes } from './admin-routes';
import { statusRoutes } from './status-routes';

/** Every status call (docs/status-page.md), mounted in server/http/ops-api-routes.ts with one line. */
export const statusRouteGroup = () => mountRoutes(statusRoutes(), statusAdminRoutes());
