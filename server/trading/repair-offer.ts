import type { OrderLine } from '#contract/trading/types';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { repairPlan } from './repair-plan';
import { latestInvestmentTrade } from './trade-store';

/**
 * What fix-investment-qty-v2 would buy for this investment now (docs/trading.md, "Repair"), by the same rule it
 * places with (repairPlan); null when it would refuse. The investment's page offers the repair only then.
 */
export async function repairOffer(
  db: Queryable,
  market: MarketData,
  investmentId: number,
): Promise<OrderLine[] | null> {
  const plan = await repairPlan(market, await latestInvestmentTrade(db, market, investmentId));
  return typeof plan === 'string' || plan.length === 0 ? null : plan;
}
