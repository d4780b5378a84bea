import { brands } from '../../brands/registry';
import type { Queryable } from '../db/database';
import { readInvestments } from '../investments/investment-reader';
import { watchedInvestments, type InvestmentRow } from '../investments/investment-store';
import { istDateOf, type IsoDate } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { INVESTMENT_NOTICE } from './investment-notice-texts';
import { queueInvestmentNotice, type InvestmentNoticeDraft } from './investment-notice-store';
import { inScope, type NoticeScope } from './notice-scope';
import { priceNotices } from './price-notices';
import { summaryNotices } from './summary-notices';
import { exitReviewUrl, recordTargetReached, targetNotice } from './target-notices';

const investmentUrl = (row: InvestmentRow) => `/account/investments/${encodeURIComponent(row.investment_hash)}/`;
const brandName = (row: InvestmentRow) => brands.find((b) => b.id === row.brand_id)?.displayName ?? row.brand_id;

/** The notice of a due instalment, keyed by its due date: one per instalment however often it is found. */
function sipDueNotice(row: InvestmentRow, today: IsoDate): InvestmentNoticeDraft | undefined {
  if (!row.sip_next_due || row.sip_amount === null || row.sip_next_due > today) return undefined;
  return {
    userId: row.user_id,
    brandId: row.brand_id,
    kind: 'sip-due',
    dedupeKey: `sip-due-${row.investment_hash}-${row.sip_next_due}`,
    title: INVESTMENT_NOTICE.sipTitle,
    body: INVESTMENT_NOTICE.sipBody({
      brand: brandName(row),
      basket: row.basket_name,
      amount: row.sip_amount,
      due: row.sip_next_due,
      today,
    }),
    url: investmentUrl(row),
  };
}

/** The notice of a reached stop-loss, keyed by the breach's time: a new percent that is breached again is told again. */
function stoplossNotice(row: InvestmentRow): InvestmentNoticeDraft | undefined {
  if (row.stoploss_breached_at === null || row.stoploss_percent === null) return undefined;
  return {
    userId: row.user_id,
    brandId: row.brand_id,
    kind: 'stop-loss',
    dedupeKey: `stop-loss-${row.investment_hash}-${new Date(row.stoploss_breached_at).getTime()}`,
    title: INVESTMENT_NOTICE.stoplossTitle,
    body: INVESTMENT_NOTICE.stoplossBody({
      brand: brandName(row),
      basket: row.basket_name,
      percent: row.stoploss_percent,
    }),
    url: exitReviewUrl(row),
  };
}

/**
 * Finds what the investors are to be told and queues it (docs/messages.md, "SIP-due and stop-loss
 * notices"): on a trading day (market clock, NSE calendar), each active SIP whose instalment is due;
 * at any time, each active investment whose stop-loss or target is reached, checked at the market's
 * last prices as a read of the investment checks it (server/investments/investment-reader.ts records
 * the breach; server/notices/target-notices.ts the target's crossing); and each price alert crossed
 * (server/notices/price-notices.ts); after the close, the opt-in end-of-day summaries (summary-notices.ts). Queuing is idempotent per
 * instalment and per crossing, so every process may run it. `scope.userId` looks at one user's alone
 * (the e2e suite's test hook). Answers how many notices this call queued.
 */
export async function findInvestmentNotices(
  db: Queryable,
  market: MarketData,
  scope: NoticeScope = {},
): Promise<number> {
  const today = istDateOf(market.now());
  const rows = (await watchedInvestments(db, today)).filter((r) => inScope(scope, r.user_id));
  const drafts: InvestmentNoticeDraft[] = [];
  if (market.calendar.isTradingDay(today)) {
    for (const row of rows) {
      const draft = sipDueNotice(row, today);
      if (draft) drafts.push(draft);
    }
  }
  const watched = rows.filter((r) => r.stoploss_percent !== null || r.target_percent !== null);
  if (watched.length > 0) {
    const { views } = await readInvestments(db, market, watched);
    for (const view of views) {
      const stoploss = stoplossNotice(view.row);
      if (stoploss) drafts.push(stoploss);
      const target = targetNotice(await recordTargetReached(db, view, market.now()), brandName);
      if (target) drafts.push(target);
    }
  }
  drafts.push(...(await priceNotices(db, market, scope)), ...(await summaryNotices(db, market, scope)));
  let queued = 0;
  for (const draft of drafts) if (await queueInvestmentNotice(db, draft)) queued += 1;
  return queued;
}
