import { mountRoutes } from '../../http/mount-routes';
import { adminAumRoutes } from './aum-routes';
import { adminBrandRoutes } from './brands-routes';
import { adminCuratorRoutes } from './curators-routes';
import { adminUserRoutes } from './users-routes';

/** The admin area's API (docs/admin.md): visitor 401, a signed-in user who is no admin 404. */
export const adminRoutes = () =>
  mountRoutes(adminBrandRoutes(), adminUserRoutes(), adminCuratorRoutes(), adminAumRoutes());
