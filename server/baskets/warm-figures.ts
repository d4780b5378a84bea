import { REBALANCE_FREQUENCIES } from '#contract/baskets/types';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { basketSummaries } from './basket-listing';

/**
 * Computes every listed basket's figures once, so the first visitor after a start does not wait for all
 * of them (about 1.5 s for the seed's 40 on one core). Only this process's memo is filled: another
 * process computes the same figures from the same inputs on its first listing.
 */
export async function warmBasketFigures(db: Queryable, market: MarketData): Promise<number> {
  const summaries = await basketSummaries(db, market, {
    statuses: ['published', 'closed'],
    frequencies: REBALANCE_FREQUENCIES,
  });
  return summaries.length;
}
