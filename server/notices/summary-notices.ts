import { roundToPaisa } from '#contract/money/paise';
import { brands } from '../../brands/registry';
import type { Queryable } from '../db/database';
import { readInvestments, type InvestmentView } from '../investments/investment-reader';
import { activeInvestmentsOf } from '../investments/investment-store';
import { istDateOf, type IsoDate } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { INVESTMENT_NOTICE } from './investment-notice-texts';
import type { InvestmentNoticeDraft } from './investment-notice-store';
import { inScope, type NoticeScope } from './notice-scope';

const P = INVESTMENT_NOTICE.pending;

/** The screen the summary opens: the investments. */
export const SUMMARY_URL = '/account/investments/';

/**
 * The users who turned the summary on (any of its channels: its push in notification_prefs, e-mail or
 * SMS in notification_channels) and have not been told today's: 'summary-<user>-<date>' not queued yet.
 */
async function optedIn(db: Queryable, today: IsoDate): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT DISTINCT o.user_id FROM (
       SELECT user_id FROM notification_prefs WHERE kind = 'summary' AND enabled
       UNION SELECT user_id FROM notification_channels WHERE kind = 'summary' AND enabled) o
      WHERE NOT EXISTS (SELECT 1 FROM investment_notices n WHERE n.dedupe_key = 'summary-' || o.user_id || '-' || $1)
      ORDER BY o.user_id`,
    [today],
  );
  return rows.map((r) => r.user_id);
}

/** What is waiting for the investor in one investment: a due SIP, a pending rebalance, a reached stop-loss or target. */
const pendingOf = ({ summary: s }: InvestmentView): string[] => [
  ...(s.sip?.due ? [P.sip(s.basket_name)] : []),
  ...(s.rebalance_pending ? [P.rebalance(s.basket_name)] : []),
  ...(s.stoploss?.breached ? [P.stoploss(s.basket_name)] : []),
  ...(s.target?.reached ? [P.target(s.basket_name)] : []),
];

/**
 * The end-of-day summaries (docs/messages.md, "End-of-day summary"; decision 0302): once the day's
 * session has closed on a trading day (market clock, NSE calendar), one notice per investor who turned
 * it on and holds an active investment: the total value at the last prices, the day's change (each
 * holding's quantity × its change since the previous close) and what is waiting for them. Key
 * 'summary-<user>-<date>': once per investor and day, however often the job looks or restarts. It goes
 * on the brand of the investor's oldest active investment.
 */
export async function summaryNotices(
  db: Queryable,
  market: MarketData,
  scope: NoticeScope = {},
): Promise<InvestmentNoticeDraft[]> {
  const now = market.now();
  const today = istDateOf(now);
  const session = market.calendar.sessionOf(today);
  if (!session || now < session.closesAt) return [];
  const users = (await optedIn(db, today)).filter((u) => inScope(scope, u));
  if (users.length === 0) return [];
  const { views } = await readInvestments(db, market, await activeInvestmentsOf(db, users));
  const symbols = [...new Set(views.flatMap((v) => v.holdings.map((h) => h.symbol)))];
  const change = new Map((await market.quotes(symbols)).map((q) => [q.symbol, q.change]));
  const drafts: InvestmentNoticeDraft[] = [];
  for (const userId of users) {
    const mine = views.filter((v) => v.row.user_id === userId);
    if (mine.length === 0) continue;
    const brandId = mine[0]!.row.brand_id;
    const dayChange = mine.flatMap((v) => v.holdings).reduce((s, h) => s + h.quantity * (change.get(h.symbol) ?? 0), 0);
    drafts.push({
      userId,
      brandId,
      kind: 'summary',
      dedupeKey: `summary-${userId}-${today}`,
      title: INVESTMENT_NOTICE.summaryTitle(today),
      body: INVESTMENT_NOTICE.summaryBody({
        brand: brands.find((b) => b.id === brandId)?.displayName ?? brandId,
        value: roundToPaisa(mine.reduce((s, v) => s + v.summary.current_value, 0)),
        change: roundToPaisa(dayChange),
        pending: mine.flatMap(pendingOf),
      }),
      url: SUMMARY_URL,
    });
  }
  return drafts;
}
