import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { tradingRoutes } from './trading-routes';
import { tradingStatusRoutes } from './status-routes';
import { tradingOrderRoutes } from './order-routes';
import { tradingHistoryRoutes } from './history-routes';
import { tradingRepairRoutes } from './repair-routes';

/** Orders and trades (docs/trading.md): placing, following, changing, history and repair. */
export function tradingApiRoutes() {
  const r = new Hono<AppEnv>();
  r.route('/', tradingRoutes());
  r.route('/', tradingStatusRoutes());
  r.route('/', tradingOrderRoutes());
  r.route('/', tradingHistoryRoutes());
  r.route('/', tradingRepairRoutes());
  return r;
}
