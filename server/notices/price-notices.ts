import { brands } from '../../brands/registry';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { INVESTMENT_NOTICE } from './investment-notice-texts';
import type { InvestmentNoticeDraft } from './investment-notice-store';
import { inScope, type NoticeScope } from './notice-scope';
import { allPriceAlerts, priceBeyond, type PriceAlertRow } from './price-alert-store';

/** The screen a price alert's notice opens: the settings, where the alerts are listed. */
export const PRICE_ALERTS_URL = '/account/settings/#price-alerts';

/** Records the crossing once (crossed_at only where it is null) and answers the time stored. */
async function recordCrossing(db: Queryable, alert: PriceAlertRow, now: Date): Promise<Date> {
  if (alert.crossed_at !== null) return new Date(alert.crossed_at);
  await db.query('UPDATE price_alerts SET crossed_at = $2 WHERE id = $1 AND crossed_at IS NULL', [
    alert.id,
    now.toISOString(),
  ]);
  const { rows } = await db.query<{ crossed_at: Date | string }>('SELECT crossed_at FROM price_alerts WHERE id = $1', [
    alert.id,
  ]);
  return new Date(rows[0]?.crossed_at ?? now);
}

/**
 * The price alerts' notices (docs/investments.md, "Price alerts"): each alert whose symbol's last
 * price (market clock) is at or beyond its price is recorded crossed once and told once per crossing,
 * key 'price-<alert>-<crossing time in ms>'; one back on the other side is armed again (crossed_at
 * cleared), so its next crossing is told anew. The draft of a crossing already recorded is the same
 * key again: queuing it is a no-op, and a process that died between recording and queuing is made good.
 */
export async function priceNotices(
  db: Queryable,
  market: MarketData,
  scope: NoticeScope = {},
): Promise<InvestmentNoticeDraft[]> {
  const alerts = (await allPriceAlerts(db)).filter((a) => inScope(scope, a.user_id));
  if (alerts.length === 0) return [];
  const prices = await market.ltp([...new Set(alerts.map((a) => a.symbol))]);
  const drafts: InvestmentNoticeDraft[] = [];
  for (const alert of alerts) {
    const last = prices[alert.symbol];
    if (last === undefined) continue;
    if (!priceBeyond(alert, last)) {
      if (alert.crossed_at !== null)
        await db.query('UPDATE price_alerts SET crossed_at = NULL WHERE id = $1', [alert.id]);
      continue;
    }
    const at = await recordCrossing(db, alert, market.now());
    const brand = brands.find((b) => b.id === alert.brand_id)?.displayName ?? alert.brand_id;
    drafts.push({
      userId: alert.user_id,
      brandId: alert.brand_id,
      kind: 'price',
      dedupeKey: `price-${alert.id}-${at.getTime()}`,
      title: INVESTMENT_NOTICE.priceTitle(alert.symbol),
      body: INVESTMENT_NOTICE.priceBody({
        brand,
        symbol: alert.symbol,
        direction: alert.direction,
        price: alert.price,
        last,
      }),
      url: PRICE_ALERTS_URL,
    });
  }
  return drafts;
}
