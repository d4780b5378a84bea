import { mountRoutes } from '../../http/mount-routes';
import { complaintAdminRoutes } from './admin-routes';
import { complaintRoutes } from './complaints-routes';

/** Every complaints call (docs/complaints.md), mounted in server/app.ts with one line. */
export const complaintRouteGroup = () => mountRoutes(complaintRoutes(), complaintAdminRoutes());
