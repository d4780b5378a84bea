import { mountRoutes } from './mount-routes';
import { adminRoutes } from '../admin/routes/admin-routes';
import { loginAsClientRoutes } from '../impersonation/routes/login-as-client-routes';
import { complaintRouteGroup } from '../complaints/routes/index';
import { contactGroupRoutes } from '../contact/routes/index';
import { riaImportRoutes } from '../rebalance-sheets/routes/import-routes';
import { riaRebalanceRoutes } from '../rebalance-sheets/routes/rebalance-routes';
import { dealerApiRoutes } from '../dealer/routes/index';
import { statusRouteGroup } from '../status/routes/index';

/**
 * The operations areas' API (docs/operations.md): admin, login as client, complaints, Talk to us and
 * site information, advisers' client import and rebalance from a spreadsheet, dealers; each answers a
 * visitor 401 and a user without its role 404 where it is not public.
 */
export const opsApiRoutes = () =>
  mountRoutes(
    adminRoutes(),
    loginAsClientRoutes(),
    complaintRouteGroup(),
    contactGroupRoutes(),
    riaImportRoutes(),
    riaRebalanceRoutes(),
    dealerApiRoutes(),
    statusRouteGroup(),
  );
