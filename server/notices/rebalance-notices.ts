import { publisherLine, publisherOf } from '#contract/baskets/publisher';
import type { AdviserType } from '#contract/baskets/types';
import { SHEET_NOTICE } from '#contract/rebalance-sheets/types';
import { VERSION_MESSAGES } from '#contract/studio/versions-messages';
import type { Queryable } from '../db/database';
import { log } from '../log';
import type { PushSender } from '../push/push-sender';
import { emailNotice } from './email-notice';
import { addInAppNotice } from './in-app-notice';

/** An active investment's pending rebalance, with what telling its user needs. */
export interface PendingRebalance {
  user_id: number;
  /** The brand of the investment's broker link: the push goes to the user's browsers there. */
  brand_id: string;
  investment_hash: string;
  basket: string;
  /** The version the rebalance goes to. */
  version: number;
  /** The basket's adviser: every notice about it names them and their SEBI registration. */
  adviser_name: string;
  adviser_type: AdviserType;
  sebi_registration: string;
}

/**
 * Whose pending rebalances are told, in what words, and the key that tells each one once. A new
 * version's (versionRebalances) and an applied sheet's (sheetRebalances) differ only in these.
 */
export interface RebalanceNews {
  /** Which rebalances: a condition on `r` (rebalances) with `$1` the id. */
  where: string;
  id: number;
  title: string;
  body: (basket: string) => string;
  /** The in-app notice's dedupe key: one notice per rebalance however often it is told. */
  dedupeKey: (row: PendingRebalance) => string;
  /** What a log line about it names. */
  about: Record<string, string | number>;
}

/** A new version's rebalances (docs/studio.md), told once per investment and version: 'rebalance-<investment>-<version>'. */
export const versionRebalances = (versionId: number): RebalanceNews => ({
  where: 'r.to_version_id = $1 AND r.sheet_id IS NULL',
  id: versionId,
  title: VERSION_MESSAGES.noticeTitle,
  body: VERSION_MESSAGES.noticeBody,
  dedupeKey: (row) => `rebalance-${row.investment_hash}-${row.version}`,
  about: { version: versionId },
});

/** An applied sheet's rebalances (docs/rebalance-from-sheet.md), told once per sheet and investment: 'rebalance-sheet-<sheet>-<investment>'. */
export const sheetRebalances = (sheet: { id: number; hash: string }): RebalanceNews => ({
  where: 'r.sheet_id = $1',
  id: sheet.id,
  title: SHEET_NOTICE.title,
  body: SHEET_NOTICE.body,
  dedupeKey: (row) => `rebalance-sheet-${sheet.hash}-${row.investment_hash}`,
  about: { sheet: sheet.hash },
});

/** The pending rebalances of active investments the news is about, in the investments' order. */
export async function pendingRebalances(db: Queryable, news: RebalanceNews): Promise<PendingRebalance[]> {
  const { rows } = await db.query<PendingRebalance>(
    `SELECT i.user_id, bl.brand_id, i.investment_hash, b.name AS basket, v.version,
            a.name AS adviser_name, a.adviser_type, a.sebi_registration
       FROM rebalances r
       JOIN investments i ON i.id = r.investment_id
       JOIN broker_links bl ON bl.id = i.broker_link_id
       JOIN baskets b ON b.id = i.basket_id
       JOIN advisers a ON a.id = b.adviser_id
       JOIN basket_versions v ON v.id = r.to_version_id
      WHERE ${news.where} AND r.status = 'pending' AND i.status = 'active'
      ORDER BY i.id`,
    [news.id],
  );
  return rows;
}

/** The notice's words, then who publishes the basket ("From Meera Iyer, SEBI-registered investment adviser INA…"). */
export const rebalanceBody = (news: RebalanceNews, row: PendingRebalance) =>
  `${news.body(row.basket)} From ${publisherLine(publisherOf(row.adviser_name, row.adviser_type, row.sebi_registration))}.`;

const investmentUrl = (row: PendingRebalance) => `/account/investments/${encodeURIComponent(row.investment_hash)}/`;

/**
 * A push of kind 'rebalances' to each row's user (sent only where their preference for it is on).
 * Each push is tried on its own: one that throws (a broken subscription, the push service down) is
 * logged and counts as not reached, and the next is still tried. Answers the browsers the pushes were
 * sent to and the investments whose user at least one of them reached.
 */
export async function pushRebalances(
  push: PushSender | undefined,
  rows: readonly PendingRebalance[],
  news: RebalanceNews,
): Promise<{ sent: number; reached: Set<string> }> {
  const report = { sent: 0, reached: new Set<string>() };
  if (!push) return report;
  for (const row of rows) {
    try {
      const result = await push.notify(
        { userId: row.user_id, brandId: row.brand_id },
        {
          kind: 'rebalances',
          title: news.title,
          body: rebalanceBody(news, row),
          url: investmentUrl(row),
          tag: `rebalance-${row.investment_hash}`,
        },
      );
      report.sent += result.sent;
      if (result.sent > 0) report.reached.add(row.investment_hash);
    } catch (e) {
      log.warn('rebalance push failed', {
        ...news.about,
        investment: row.investment_hash,
        error: e instanceof Error ? e.message : String(e),
      });
    }
  }
  return report;
}

/**
 * After a new version or an applied sheet commits: a push to each investor with a pending rebalance
 * from it, then an in-app notice (server/notices/in-app-notice.ts) and an e-mail (email-notice.ts) to
 * each the push did not reach (no subscription on that brand, the kind turned off, the push failing).
 * The notices are idempotent per the news's dedupe key, and the e-mail goes with a new notice only. Answers how many investments the push reached (logged with how many were told).
 */
export async function tellRebalances(
  push: PushSender | undefined,
  db: Queryable,
  news: RebalanceNews,
): Promise<number> {
  const rows = await pendingRebalances(db, news);
  const { reached } = await pushRebalances(push, rows, news);
  for (const row of rows) {
    if (reached.has(row.investment_hash)) continue;
    const notice = { userId: row.user_id, title: news.title, body: rebalanceBody(news, row), url: investmentUrl(row) };
    const left = await addInAppNotice(db, { ...notice, kind: 'rebalance', dedupeKey: news.dedupeKey(row) });
    if (left) await emailNotice(db, { ...notice, brandId: row.brand_id, template: 'rebalance' });
  }
  log.info('rebalances told', { ...news.about, investments: rows.length, pushed: reached.size });
  return reached.size;
}

/** For a replayed publish or apply: the investments with a pending rebalance from it that got no in-app notice. */
export async function pushedBefore(db: Queryable, news: RebalanceNews): Promise<number> {
  const rows = await pendingRebalances(db, news);
  if (rows.length === 0) return 0;
  const { rows: told } = await db.query<{ dedupe_key: string }>(
    'SELECT dedupe_key FROM in_app_notices WHERE dedupe_key = ANY($1::text[])',
    [rows.map(news.dedupeKey)],
  );
  return rows.length - told.length;
}
