import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_MESSAGES as M, SHEET_NOTICE } from '#contract/rebalance-sheets/types';
import type { InvestmentsBody, RebalanceDetailsBody, RebalanceHistoryBody } from '#contract/investments/types';
import { blogCaller } from '../blog/testing/blog-test-client';
import { createPendingRebalances } from '../investments/create-pending-rebalances';
import { FakePush } from '../studio/testing/versions-test-fixtures';
import { createTestServer, type TestServer } from '../test-support';
import { adviserWithHolders, sheetCalls, sheetFile, type Row } from './testing/sheet-test-fixtures';
import { withPublisher } from '../notices/testing/publisher-text';

let t: TestServer;
let calls: ReturnType<typeof sheetCalls>;
let investorApi: ReturnType<typeof blogCaller>;
const push = new FakePush();
beforeAll(async () => {
  t = await createTestServer({ responseCache: { ttlSeconds: 0 }, push });
  calls = sheetCalls(t);
  investorApi = blogCaller(t, calls.api.brand);
});
afterAll(() => t.db.close());

/** The investment's rebalances, oldest first: where from and to (versions), status and whether a sheet's. */
async function rebalancesOf(investmentId: number) {
  const { rows } = await t.db.query<{ to: number; status: string; sheet: boolean }>(
    `SELECT v.version AS to, r.status, r.sheet_id IS NOT NULL AS sheet FROM rebalances r
       JOIN basket_versions v ON v.id = r.to_version_id WHERE r.investment_id = $1 ORDER BY r.id`,
    [investmentId],
  );
  return rows;
}

async function noticesOf(userId: number) {
  const { rows } = await t.db.query<{ title: string; body: string; url: string; dedupe_key: string }>(
    'SELECT title, body, url, dedupe_key FROM in_app_notices WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

/** A new version of the basket (INFY and TCS at 50 each), as the studio publishes one, with its rebalances. */
async function publishVersion(basketId: number, version: number) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO basket_versions (basket_id, version, effective_date) VALUES ($1, $2, '2026-11-20') RETURNING id`,
    [basketId, version],
  );
  for (const symbol of ['INFY', 'TCS'])
    await t.db.query(`INSERT INTO basket_constituents (version_id, symbol, weight) VALUES ($1, $2, 50)`, [
      rows[0]!.id,
      symbol,
    ]);
  await createPendingRebalances(t.db, basketId, rows[0]!.id);
}

describe('rebalance from a spreadsheet: apply', () => {
  it('applies once, whether sent twice or twice at once, and tells each investor once', async () => {
    const { adviser, basket, holders } = await adviserWithHolders(t, 2);
    push.subscribed.add(holders[0]!.id);
    const rows: Row[] = holders.flatMap((h): Row[] => [
      [h.email, basket.name, 'INFY', '70'],
      [h.email, basket.name, 'TCS', '30'],
    ]);
    const { body } = await calls.upload(await sheetFile(rows), adviser.token);
    const [one, two] = await Promise.all([
      calls.apply(body.sheet, adviser.token),
      calls.apply(body.sheet, adviser.token),
    ]);
    for (const r of [one, two]) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'applied', applied: { created: 2, unchanged: 0, closed: 0 } });
    }
    const again = await calls.apply(body.sheet, adviser.token);
    expect(again.body.applied).toEqual({ created: 2, unchanged: 0, closed: 0 });
    expect(again.body.appliedAt).toBe(one.body.appliedAt);
    for (const h of holders)
      expect(await rebalancesOf(h.investment.id)).toEqual([{ to: 1, status: 'pending', sheet: true }]);

    // The first investor's browser took the push; the second has none and finds the notice in the app.
    expect(push.calls.filter((c) => holders.some((h) => h.id === c.userId))).toHaveLength(2);
    expect(await noticesOf(holders[0]!.id)).toEqual([]);
    expect(await noticesOf(holders[1]!.id)).toEqual([
      {
        title: SHEET_NOTICE.title,
        body: withPublisher(SHEET_NOTICE.body(basket.name)),
        url: `/account/investments/${holders[1]!.investment.hash}/`,
        dedupe_key: `rebalance-sheet-${body.sheet}-${holders[1]!.investment.hash}`,
      },
    ]);
  });

  it('supersedes an older pending rebalance; the same file again creates nothing; new weights replace it', async () => {
    const { adviser, basket, holders } = await adviserWithHolders(t, 1);
    const h = holders[0]!;
    await publishVersion(basket.id, 2);
    expect(await rebalancesOf(h.investment.id)).toEqual([{ to: 2, status: 'pending', sheet: false }]);
    const file = await sheetFile([
      [h.email, basket.name, 'INFY', '40'],
      [h.email, basket.name, 'TCS', '60'],
    ]);
    const first = await calls.upload(file, adviser.token);
    expect((await calls.apply(first.body.sheet, adviser.token)).body.applied).toEqual({
      created: 1,
      unchanged: 0,
      closed: 0,
    });
    // From the version it follows (1) to the basket's latest (2), with the sheet's weights.
    expect(await rebalancesOf(h.investment.id)).toEqual([
      { to: 2, status: 'ignored', sheet: false },
      { to: 2, status: 'pending', sheet: true },
    ]);
    const same = await calls.upload(file, adviser.token);
    expect(same.body.sheet).not.toBe(first.body.sheet);
    expect((await calls.apply(same.body.sheet, adviser.token)).body.applied).toEqual({
      created: 0,
      unchanged: 1,
      closed: 0,
    });
    expect(await rebalancesOf(h.investment.id)).toHaveLength(2);
    const other = await calls.upload(
      await sheetFile([
        [h.email, basket.hash, 'INFY', '50'],
        [h.email, basket.hash, 'TCS', '50'],
      ]),
      adviser.token,
    );
    expect((await calls.apply(other.body.sheet, adviser.token)).body.applied?.created).toBe(1);
    expect((await rebalancesOf(h.investment.id)).map((r) => r.status)).toEqual(['ignored', 'ignored', 'pending']);
  });

  it('skips an investment closed since the upload, and refuses an expired preview or one with nothing good', async () => {
    const { adviser, basket, holders } = await adviserWithHolders(t, 2);
    const rows: Row[] = holders.map((h): Row => [h.email, basket.name, 'INFY', '100']);
    const up = await calls.upload(await sheetFile(rows), adviser.token);
    await t.db.query(`UPDATE investments SET status = 'closed', closed_at = now() WHERE id = $1`, [
      holders[1]!.investment.id,
    ]);
    const applied = await calls.apply(up.body.sheet, adviser.token);
    expect(applied.body.applied).toEqual({ created: 1, unchanged: 0, closed: 1 });
    expect(applied.body.targetsPage.map((tg) => tg.investmentStatus)).toEqual(['active', 'closed']);
    expect(await rebalancesOf(holders[1]!.investment.id)).toEqual([]);

    const late = await calls.upload(await sheetFile(rows.slice(0, 1)), adviser.token);
    await t.db.query(
      `UPDATE rebalance_sheets SET created_at = now() - interval '24 hours 1 minute' WHERE sheet_hash = $1`,
      [late.body.sheet],
    );
    expect((await calls.read(late.body.sheet, adviser.token)).body.expired).toBe(true);
    const refused = await calls.apply(late.body.sheet, adviser.token);
    expect([refused.status, refused.head.message]).toEqual([409, M.expired]);

    const bad = await calls.upload(
      await sheetFile([['nobody@example.com', basket.name, 'INFY', '100']]),
      adviser.token,
    );
    const nothing = await calls.apply(bad.body.sheet, adviser.token);
    expect([nothing.status, nothing.head.message]).toEqual([400, M.nothingToApply]);
  });

  it('gives the investor the adviser’s weights in both modes and the history; a later version supersedes them', async () => {
    const { adviser, basket, holders } = await adviserWithHolders(t, 1);
    const h = holders[0]!;
    const up = await calls.upload(
      await sheetFile([
        [h.email, basket.name, 'INFY', '40'],
        [h.email, basket.name, 'TCS', '55'],
        [h.email, basket.name, 'ITC', '5'],
      ]),
      adviser.token,
    );
    await calls.apply(up.body.sheet, adviser.token);
    const list = await investorApi.get<InvestmentsBody>('my-baskets/investments/', h.token);
    expect(list.body.investments.find((i) => i.investment === h.investment.hash)!.rebalance_pending).toBe(true);

    const details = (mode: string) =>
      investorApi.get<RebalanceDetailsBody>(`rebalance/details/?investment=${h.investment.hash}&mode=${mode}`, h.token);
    const rec = await details('RECOMMENDED_CHANGES');
    expect(rec.body).toMatchObject({ source: 'adviser', from_version: 1, to_version: 1, rationale: '' });
    expect(rec.body.target_weights.map((w) => [w.symbol, w.weight])).toEqual([
      ['TCS', 55],
      ['INFY', 40],
      ['ITC', 5],
    ]);
    // Only the adviser's changes against the version (INFY stays at 40): HDFCBANK out, TCS up, ITC in.
    const tag = new Map(rec.body.lines.map((l) => [l.symbol, l.tag]));
    expect(Object.fromEntries(tag)).toMatchObject({ INFY: 'no change', HDFCBANK: 'full sell' });
    expect(['buy', 'add']).toContain(tag.get('TCS'));
    const all = await details('ADJUST_ALL_STOCK');
    expect(all.body.lines.find((l) => l.symbol === 'HDFCBANK')).toMatchObject({ side: 'SELL', totalShareQty: 0 });
    const history = await investorApi.get<RebalanceHistoryBody>(
      `rebalance/history/?investment=${h.investment.hash}`,
      h.token,
    );
    expect(history.body.rebalances).toMatchObject([{ status: 'pending', source: 'adviser', to_version: 1 }]);

    await publishVersion(basket.id, 2);
    expect(await rebalancesOf(h.investment.id)).toEqual([
      { to: 1, status: 'ignored', sheet: true },
      { to: 2, status: 'pending', sheet: false },
    ]);
    expect((await details('RECOMMENDED_CHANGES')).body).toMatchObject({ source: 'version', to_version: 2 });
  });
});
