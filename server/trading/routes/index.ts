import { mountRoutes } from '../../http/mount-routes';
import { tradingRoutes } from './trading-routes';
import { tradingStatusRoutes } from './status-routes';
import { tradingOrderRoutes } from './order-routes';
import { tradingHistoryRoutes } from './history-routes';
import { tradingRepairRoutes } from './repair-routes';

/** Orders and trades (docs/trading.md): placing, following, changing, history and repair. */
export const tradingApiRoutes = () =>
  mountRoutes(
    tradingRoutes(),
    tradingStatusRoutes(),
    tradingOrderRoutes(),
    tradingHistoryRoutes(),
    tradingRepairRoutes(),
  );
