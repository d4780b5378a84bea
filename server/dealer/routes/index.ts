import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { dealerRoutes } from './dealer-routes';
import { paymentLinkRoutes } from './payment-link-routes';

/** The dealer area's route group (docs/dealer.md): the dealer's calls and the client's payment-link calls. */
export function dealerApiRoutes() {
  const api = new Hono<AppEnv>();
  api.route('/', dealerRoutes());
  api.route('/', paymentLinkRoutes());
  return api;
}
