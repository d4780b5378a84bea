import type { Database } from '../db/database';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { createPendingRebalances } from './create-pending-rebalances';
import { notifyRebalancesAvailable } from '../push/trading-notifications';
import type { PushSender } from '../push/push-sender';

/** What the e2e hook published: the new version, and what changed from the one before. */
export interface PublishedTestVersion {
  version: number;
  /** The stock swapped out and the one swapped in; null when asked to keep the stocks. */
  removed: string | null;
  added: string | null;
  /** The stock whose weight went down by one point, and the one it went to. */
  lowered: string;
  raised: string;
  pending_rebalances: number;
}

/**
 * An adviser publishing a new version of a basket, for the e2e suite only (the test hook
 * publish-basket-version/): the latest version's constituents with the smallest-weight stock swapped
 * for the cheapest stock at last prices that the basket does not hold (same weight), and one point
 * of weight moved from the largest to the second-largest; weights still sum to 100. With `swap: false`
 * the stocks stay and only the point of weight moves (a version a buy-only rebalance can reach without
 * selling). Then every investment in the basket gets its pending rebalance, as a real publish gives.
 * Null for an unknown basket or one with fewer than three stocks.
 */
export async function publishTestVersion(
  db: Database,
  market: MarketData,
  basketHash: string,
  push?: PushSender,
  { swap = true }: { swap?: boolean } = {},
): Promise<PublishedTestVersion | null> {
  const { rows: latest } = await db.query<{ basket_id: number; version_id: number; version: number }>(
    `SELECT b.id AS basket_id, v.id AS version_id, v.version FROM baskets b
       JOIN basket_versions v ON v.basket_id = b.id
      WHERE b.basket_hash = $1 ORDER BY v.version DESC LIMIT 1`,
    [basketHash],
  );
  const from = latest[0];
  if (!from) return null;
  const { rows: held } = await db.query<{ symbol: string; weight: string }>(
    `SELECT c.symbol, c.weight::text AS weight FROM basket_constituents c WHERE c.version_id = $1
      ORDER BY c.weight DESC, c.symbol`,
    [from.version_id],
  );
  if (held.length < 3) return null;
  const inBasket = new Set(held.map((h) => h.symbol));
  const candidates = market
    .instruments()
    .map((i) => i.symbol)
    .filter((s) => swap && !inBasket.has(s));
  const prices = await market.ltp(candidates);
  const added = candidates
    .filter((s) => (prices[s] ?? 0) > 0)
    .sort((a, b) => prices[a]! - prices[b]! || a.localeCompare(b))[0];
  if (swap && !added) return null;
  // Weights in paise of a point (numeric(5, 2)): whole numbers, so the sum stays exactly 100.
  const weights = held.map((h) => ({ symbol: h.symbol, hundredths: Math.round(Number(h.weight) * 100) }));
  const removed = added ? weights.pop()! : null;
  if (added && removed) weights.push({ symbol: added, hundredths: removed.hundredths });
  const step = Math.min(100, weights[0]!.hundredths - 1);
  weights[0]!.hundredths -= step;
  weights[1]!.hundredths += step;

  const today = istDateOf(market.now());
  const published = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; version: number }>(
      `INSERT INTO basket_versions (basket_id, version, effective_date, rationale)
       SELECT $1, $2, greatest(max(effective_date) + 1, $3::date), $4 FROM basket_versions WHERE basket_id = $1
       RETURNING id, version`,
      [
        from.basket_id,
        from.version + 1,
        today,
        removed ? `Swapped ${removed.symbol} for ${added}.` : `Moved a point of weight to ${weights[1]!.symbol}.`,
      ],
    );
    const version = rows[0]!;
    for (const w of weights)
      await tx.query(
        'INSERT INTO basket_constituents (version_id, symbol, weight) VALUES ($1, $2, $3::numeric / 100)',
        [version.id, w.symbol, w.hundredths],
      );
    const pending = await createPendingRebalances(tx, from.basket_id, version.id);
    return { version: version.version, versionId: version.id, pending };
  });
  await notifyRebalancesAvailable(push, db, published.versionId);
  return {
    version: published.version,
    removed: removed?.symbol ?? null,
    added: added ?? null,
    lowered: weights[0]!.symbol,
    raised: weights[1]!.symbol,
    pending_rebalances: published.pending,
  };
}
