import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { API } from '#contract/http/api-paths';
import { BASKET_NOT_FOUND } from '../../baskets/basket-messages';
import type { ConstituentsEditBody, InAppNoticesBody } from '#contract/studio/types';
import { STUDIO_MESSAGES } from '#contract/studio/rules';
import { VERSION_MESSAGES } from '#contract/studio/versions-messages';
import { brands } from '../../../brands/registry';
import { log } from '../../log';
import { insertBasket } from '../../baskets/testing/basket-test-fixtures';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { adviserUser, FakePush, heldBasket } from '../testing/versions-test-fixtures';
import { withPublisher } from '../../notices/testing/publisher-text';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const arrowline = brands.find((b) => b.id === 'arrowline')!;
const push = new FakePush();
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 }, push });
let api: ReturnType<typeof blogCaller>;
let adviser: Awaited<ReturnType<typeof adviserUser>>;
let pushed: Awaited<ReturnType<typeof testUser>>;
let unreached: Awaited<ReturnType<typeof testUser>>;

const edit = (basket_hash: string, extra: Record<string, unknown> = {}) => ({
  basket_hash,
  constituents: [
    { symbol: 'INFY', weight: 40, rationale: 'Trimmed after a strong run.' },
    { symbol: 'HDFCBANK', weight: 35 },
    { symbol: 'TCS', weight: 25, rationale: 'Steady IT earnings.' },
  ],
  rationale: 'Adding TCS for balance in IT.',
  ...extra,
});

beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
  adviser = await adviserUser(file.t);
  pushed = await testUser(file.t);
  unreached = await testUser(file.t);
  push.subscribed.add(pushed.id);
});

const countOf = async (sql: string, params: unknown[]) =>
  (await file.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

describe('POST basket/constituents/edit/: who may', () => {
  it('answers a visitor 401, an investor 404, another adviser 404 and a brand without create-basket 404', async () => {
    const basket = await heldBasket(file.t, adviser.adviser.id, []);
    const other = await adviserUser(file.t);
    expect((await api.post(API.studio.constituentsEdit, edit(basket.hash))).status).toBe(401);
    expect((await api.post(API.studio.constituentsEdit, edit(basket.hash), pushed.token)).status).toBe(404);
    const notOwner = await api.post(API.studio.constituentsEdit, edit(basket.hash), other.token);
    expect([notOwner.status, notOwner.head.message]).toEqual([404, BASKET_NOT_FOUND]);
    const offBrand = await blogCaller(file.t, arrowline).post(
      API.studio.constituentsEdit,
      edit(basket.hash),
      adviser.arrowlineToken,
    );
    expect(offBrand.status).toBe(404);
    expect(await countOf('basket_versions WHERE basket_id = $1', [basket.id])).toBe(1);
  });

  it('answers garbage with 400, never 5xx', async () => {
    const basket = await heldBasket(file.t, adviser.adviser.id, []);
    const bodies: unknown[] = [
      [],
      { basket_hash: basket.hash },
      edit(basket.hash, { constituents: [] }),
      edit(basket.hash, { constituents: [{ symbol: 'INFY', weight: '100' }] }),
      edit(basket.hash, { constituents: [{ symbol: 'INFY', weight: 100 }], rationale: '   ' }),
      edit('<script>', {}),
      edit(basket.hash, { constituents: Array.from({ length: 60 }, () => ({ symbol: 'INFY', weight: 1 })) }),
    ];
    for (const body of bodies)
      expect((await api.post(API.studio.constituentsEdit, body, adviser.token)).status).toBe(400);
    const raw = await api.postRaw(API.studio.constituentsEdit, '{"basket_hash":', 'application/json', adviser.token);
    expect(raw.status).toBe(400);
  });

  it('refuses a draft and a closed basket with 409 and what to do instead', async () => {
    const draft = await insertBasket(file.t.db, adviser.adviser.id, { status: 'draft' });
    const closed = await insertBasket(file.t.db, adviser.adviser.id, { status: 'closed' });
    const a = await api.post(API.studio.constituentsEdit, edit(draft.hash), adviser.token);
    expect([a.status, a.head.message]).toEqual([409, VERSION_MESSAGES.draft]);
    const b = await api.post(API.studio.constituentsEdit, edit(closed.hash), adviser.token);
    expect([b.status, b.head.message]).toEqual([409, VERSION_MESSAGES.closed]);
  });

  it('refuses weights off 100, unknown and repeated stocks, and an unchanged basket', async () => {
    const basket = await heldBasket(file.t, adviser.adviser.id, []);
    const cases: [unknown[], string][] = [
      [
        [
          { symbol: 'INFY', weight: 60 },
          { symbol: 'TCS', weight: 30 },
        ],
        STUDIO_MESSAGES.weightsSum(90),
      ],
      [
        [
          { symbol: 'INFY', weight: 50 },
          { symbol: 'NOSUCHCO', weight: 50 },
        ],
        STUDIO_MESSAGES.unknownStock('NOSUCHCO'),
      ],
      [
        [
          { symbol: 'INFY', weight: 50 },
          { symbol: 'infy', weight: 50 },
        ],
        STUDIO_MESSAGES.duplicateStock('INFY'),
      ],
      [
        [
          { symbol: 'HDFCBANK', weight: 50 },
          { symbol: 'INFY', weight: 50 },
        ],
        VERSION_MESSAGES.nothingChanged,
      ],
    ];
    for (const [constituents, message] of cases) {
      const a = await api.post(API.studio.constituentsEdit, edit(basket.hash, { constituents }), adviser.token);
      expect([a.status, a.body.errors?.constituents]).toEqual([400, message]);
    }
    expect(await countOf('basket_versions WHERE basket_id = $1', [basket.id])).toBe(1);
  });
});

describe('POST basket/constituents/edit/: a new version', () => {
  it('publishes once: a version, a pending rebalance each, push to the subscribed, a notice to the rest', async () => {
    const basket = await heldBasket(file.t, adviser.adviser.id, [pushed.id, unreached.id]);
    push.calls.length = 0;
    const a = await api.post<ConstituentsEditBody>(API.studio.constituentsEdit, edit(basket.hash), adviser.token);
    expect([a.status, a.body]).toEqual([
      200,
      { basket_hash: basket.hash, version: 2, pending_rebalances: 2, pushed: 1 },
    ]);
    expect(push.calls.map((c) => c.userId).sort()).toEqual([pushed.id, unreached.id].sort());
    const { rows } = await file.t.db.query<{ symbol: string; weight: string; rationale: string }>(
      `SELECT c.symbol, c.weight::text AS weight, c.rationale FROM basket_constituents c
         JOIN basket_versions v ON v.id = c.version_id WHERE v.basket_id = $1 AND v.version = 2 ORDER BY c.symbol`,
      [basket.id],
    );
    expect(rows.map((r) => [r.symbol, r.weight])).toEqual([
      ['HDFCBANK', '35.00'],
      ['INFY', '40.00'],
      ['TCS', '25.00'],
    ]);
    const pending =
      'rebalances r JOIN investments i ON i.id = r.investment_id WHERE i.basket_id = $1 AND r.status = $2';
    expect(await countOf(pending, [basket.id, 'pending'])).toBe(2);
    const mine = await api.get<InAppNoticesBody>(API.studio.notices, unreached.token);
    const hash = basket.investments[1]!.hash;
    expect(mine.body.notices.map((n) => [n.kind, n.url])).toEqual([['rebalance', `/account/investments/${hash}/`]]);
    expect(mine.body.notices[0]!.body).toEqual(withPublisher(VERSION_MESSAGES.noticeBody(basket.name)));
    expect((await api.get<InAppNoticesBody>(API.studio.notices, pushed.token)).body.notices).toEqual([]);

    // The same click again: the same answer, no second version, rebalance or notice.
    const again = await api.post<ConstituentsEditBody>(API.studio.constituentsEdit, edit(basket.hash), adviser.token);
    expect([again.status, again.body]).toEqual([200, a.body]);
    expect(await countOf('basket_versions WHERE basket_id = $1', [basket.id])).toBe(2);
    expect(await countOf(pending, [basket.id, 'pending'])).toBe(2);
    expect(await countOf('in_app_notices WHERE user_id = $1', [unreached.id])).toBe(1);
  });

  it('pushes the next investor when one investor’s push fails, and leaves the failed one a notice', async () => {
    const broken = await testUser(file.t);
    const reachable = await testUser(file.t);
    push.failing.add(broken.id);
    push.subscribed.add(reachable.id);
    // The broken subscription's investment comes first: its failure must not stop the push after it.
    const basket = await heldBasket(file.t, adviser.adviser.id, [broken.id, reachable.id]);
    push.calls.length = 0;
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const a = await api.post<ConstituentsEditBody>(API.studio.constituentsEdit, edit(basket.hash), adviser.token);
    const warnings = warn.mock.calls.map(([msg]) => msg);
    warn.mockRestore();
    expect([a.status, a.body.pending_rebalances, a.body.pushed]).toEqual([200, 2, 1]);
    expect(push.calls.map((c) => c.userId)).toEqual([broken.id, reachable.id]);
    expect(warnings).toEqual(['rebalance push failed']);
    const notices = await api.get<InAppNoticesBody>(API.studio.notices, broken.token);
    expect(notices.body.notices.map((n) => n.url)).toEqual([`/account/investments/${basket.investments[0]!.hash}/`]);
    expect((await api.get<InAppNoticesBody>(API.studio.notices, reachable.token)).body.notices).toEqual([]);
  });

  it('makes one version of two identical submits racing', async () => {
    const basket = await heldBasket(file.t, adviser.adviser.id, [unreached.id]);
    const [a, b] = await Promise.all([
      api.post<ConstituentsEditBody>(API.studio.constituentsEdit, edit(basket.hash), adviser.token),
      api.post<ConstituentsEditBody>(API.studio.constituentsEdit, edit(basket.hash), adviser.token),
    ]);
    expect([a.status, b.status, a.body.version, b.body.version]).toEqual([200, 200, 2, 2]);
    expect(await countOf('basket_versions WHERE basket_id = $1', [basket.id])).toBe(2);
  });

  it('keeps a kept stock its rationale, and dates a second version the same day the next day', async () => {
    const basket = await heldBasket(file.t, adviser.adviser.id, [], { status: 'hidden' });
    expect((await api.post(API.studio.constituentsEdit, edit(basket.hash), adviser.token)).status).toBe(200);
    const second = edit(basket.hash, {
      constituents: [
        { symbol: 'INFY', weight: 50 },
        { symbol: 'TCS', weight: 50 },
      ],
      rationale: 'HDFCBANK out.',
    });
    const b = await api.post<ConstituentsEditBody>(API.studio.constituentsEdit, second, adviser.token);
    expect([b.status, b.body.version, b.body.pending_rebalances]).toEqual([200, 3, 0]);
    const { rows } = await file.t.db.query<{ version: number; date: string; rationale: string }>(
      `SELECT v.version, to_char(v.effective_date, 'YYYY-MM-DD') AS date, c.rationale FROM basket_versions v
         JOIN basket_constituents c ON c.version_id = v.id AND c.symbol = 'INFY'
        WHERE v.basket_id = $1 AND v.version > 1 ORDER BY v.version`,
      [basket.id],
    );
    expect(rows).toEqual([
      { version: 2, date: '2026-11-20', rationale: 'Trimmed after a strong run.' },
      { version: 3, date: '2026-11-21', rationale: 'Trimmed after a strong run.' },
    ]);
  });
});

describe('notices/ and notices/read/', () => {
  it("answers a visitor 401 and marks only the caller's own notices read", async () => {
    expect((await api.get(API.studio.notices)).status).toBe(401);
    expect((await api.post(API.studio.noticesRead, { ids: [1] })).status).toBe(401);
    const reader = await testUser(file.t);
    await heldBasket(file.t, adviser.adviser.id, [reader.id]).then((b) =>
      api.post(API.studio.constituentsEdit, edit(b.hash), adviser.token),
    );
    const [notice] = (await api.get<InAppNoticesBody>(API.studio.notices, reader.token)).body.notices;
    expect(notice).toBeDefined();
    expect((await api.post(API.studio.noticesRead, { ids: [notice!.id] }, unreached.token)).status).toBe(200);
    expect((await api.get<InAppNoticesBody>(API.studio.notices, reader.token)).body.notices).toHaveLength(1);
    expect((await api.post(API.studio.noticesRead, { ids: ['x'] }, reader.token)).status).toBe(400);
    expect((await api.post(API.studio.noticesRead, { ids: [notice!.id] }, reader.token)).status).toBe(200);
    expect((await api.get<InAppNoticesBody>(API.studio.notices, reader.token)).body.notices).toEqual([]);
  });
});
