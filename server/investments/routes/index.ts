import { mountRoutes } from '../../http/mount-routes';
import { myBasketsRoutes } from './my-baskets-routes';
import { myAdviserBasketRoutes } from './my-baskets-adviser-routes';
import { investmentPlanRoutes } from './plans-routes';
import { investmentRebalanceRoutes } from './rebalance-routes';
import { investmentRebalanceTradeRoutes } from './rebalance-trade-routes';
import { investmentSipConfirmRoutes } from './sip-confirm-routes';
import { investmentCloseRoutes } from './close-routes';
import { investmentReturnsRoutes } from './returns-routes';

/** An investor's investments (docs/investments.md): the list and details, plans (SIP, stop-loss), rebalance, exit. */
export const investmentsApiRoutes = () =>
  mountRoutes(
    myBasketsRoutes(),
    myAdviserBasketRoutes(),
    investmentPlanRoutes(),
    investmentRebalanceRoutes(),
    investmentRebalanceTradeRoutes(),
    investmentSipConfirmRoutes(),
    investmentCloseRoutes(),
    investmentReturnsRoutes(),
  );
