import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { brands } from '../../../brands/registry';
import { STUDIO_MESSAGES } from '#contract/studio/rules';
import { API } from '#contract/http/api-paths';
import { automatedRules, type AutomatedRulesInput } from '#contract/studio/automated-rules';
import type { AutomatedCreatedBody, ConstituentsEditBody, ProposalBody } from '#contract/studio/types';
import type { AutomatedCreateRequest } from '#contract/studio/requests';
import { createSession } from '../../auth/session';
import { createMarketClock } from '../../market/clock';
import { createMarketData } from '../../market/create-market-data';
import { proposeDueBaskets } from '../automated-job';
import { proposeNow } from '../automated-run';

import { insertAdviser } from '../../baskets/testing/basket-test-fixtures';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { insertInvestment } from '../../investments/testing/investment-test-fixtures';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const harborbank = brands.find((b) => b.id === 'harborbank')!;
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } });
let api: ReturnType<typeof blogCaller>;
let adviser: string;
let otherAdviser: string;
let investor: string;

async function adviserKey() {
  const user = await testUser(file.t);
  await file.t.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')", [user.id]);
  await insertAdviser(file.t.db, { userId: user.id });
  return (await createSession(file.t.db, file.t.jwtSecret, { userId: user.id, brand: starfolio.id, ttlSeconds: 3600 }))
    .token;
}

const RULES: AutomatedRulesInput = {
  version: 1,
  universe: { cap_classes: ['large'], sectors: ['Financial Services', 'Information Technology'] },
  rank_by: 'market_cap',
  count: 8,
  weighting: 'market_cap',
  max_weight: 20,
  max_sector_weight: 60,
};
const BASKET: AutomatedCreateRequest = {
  name: 'Top financials and IT',
  description: 'The largest banks, lenders and IT companies, by market cap.',
  risk_type: 'medium',
  fund_type: 'Equity',
  benchmark_id: 'NIFTY 50',
  fee_kind: 'FIXFEE',
  fee_amount: 999,
  rebalance_frequency: 'monthly',
  rules: RULES,
};
// An adviser's open baskets have distinct names (migration 0019): each create names its own.
let created = 0;
const create = (key: string, body: unknown = { ...BASKET, name: `${BASKET.name} ${++created}` }) =>
  api.post<AutomatedCreatedBody>(API.studio.createAutomated, body, key);
const total = (p: ProposalBody['proposal']) => Math.round(p.lines.reduce((s, l) => s + l.weight, 0) * 100);

beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
  adviser = await adviserKey();
  otherAdviser = await adviserKey();
  investor = (await testUser(file.t)).token;
});

describe('who may use the automated basket routes', () => {
  const paths = [
    API.studio.createAutomated,
    API.studio.automatedRules,
    API.studio.automatedPropose,
    API.studio.automatedPublish,
  ];
  it('answers a visitor 401, an investor 404, and 404 on a brand with the feature off', async () => {
    const harbor = blogCaller(file.t, harborbank);
    for (const path of paths) {
      expect((await api.post(path, {})).status).toBe(401);
      expect((await api.post(path, {}, investor)).status).toBe(404);
      expect((await harbor.post(path, { ...BASKET, basket_hash: 'abcdefgh' }, adviser)).status).toBe(404);
    }
  });

  it("answers 404 for another adviser's basket", async () => {
    const { body } = await create(adviser);
    const hash = body.basket_hash;
    expect((await api.post(API.studio.automatedPropose, { basket_hash: hash }, otherAdviser)).status).toBe(404);
    expect((await api.post(API.studio.automatedRules, { basket_hash: hash, rules: RULES }, otherAdviser)).status).toBe(
      404,
    );
    const publish = { basket_hash: hash, proposal: body.proposal.id, rationale: 'Launch.' };
    expect((await api.post(API.studio.automatedPublish, publish, otherAdviser)).status).toBe(404);
  });
});

describe('createAutomated', () => {
  it('refuses a second open basket of the same name with 409, never 500', async () => {
    const body = { ...BASKET, name: 'Automated twin' };
    expect((await create(adviser, body)).status).toBe(200);
    const again = await create(adviser, body);
    expect([again.status, again.body.errors?.name]).toEqual([409, STUDIO_MESSAGES.nameTaken]);
  });

  it('saves a draft with its first proposal: the top stocks, capped, summing to exactly 100', async () => {
    const a = await create(adviser);
    expect(a.status).toBe(200);
    const { proposal } = a.body;
    expect(proposal.as_of).toBe('2026-11-20');
    expect(proposal.lines).toHaveLength(8);
    expect(total(proposal)).toBe(10_000);
    expect(Math.max(...proposal.lines.map((l) => l.weight))).toBeLessThanOrEqual(20);
    expect(proposal.lines[0]).toMatchObject({ symbol: 'HDFCBANK', previous_weight: 0 });
    expect(proposal.lines[0]!.reason).toMatch(
      /^Rank 1 by market cap among large caps in Financial Services and Information Technology/,
    );
    const { rows } = await file.t.db.query<{ status: string; versions: number }>(
      `SELECT status, (SELECT count(*)::int FROM basket_versions v WHERE v.basket_id = b.id) AS versions
         FROM baskets b WHERE basket_hash = $1 AND is_automated`,
      [a.body.basket_hash],
    );
    expect(rows).toEqual([{ status: 'draft', versions: 0 }]);
  });

  it('refuses HTML in the name, an unknown benchmark, caps that cannot hold 100 % and garbage, never 5xx', async () => {
    const html = await create(adviser, { ...BASKET, name: 'Top <b>banks</b>' });
    expect([html.status, html.body.errors?.name]).toEqual([400, 'HTML tags are not allowed in basket name']);
    const bench = await create(adviser, { ...BASKET, benchmark_id: 'NOPE' });
    expect([bench.status, bench.body.errors?.benchmark_id]).toEqual([400, 'There is no benchmark NOPE.']);
    const caps = await create(adviser, { ...BASKET, rules: { ...RULES, count: 3, max_weight: 20 } });
    expect([caps.status, caps.head.message]).toEqual([
      400,
      '3 stocks at most 20 % each cannot make 100 %: raise the stock cap or the count.',
    ]);
    const garbage: unknown[] = [
      null,
      [],
      'x',
      { ...BASKET, rules: { ...RULES, count: 999 } },
      { ...BASKET, rules: { ...RULES, rank_by: 'luck' } },
    ];
    for (const g of garbage) expect((await create(adviser, g)).status).toBe(400);
    expect((await api.postRaw(API.studio.createAutomated, '{"name":', 'application/json', adviser)).status).toBe(400);
    expect((await api.post(API.studio.automatedPublish, { basket_hash: '<x>', proposal: -1 }, adviser)).status).toBe(
      400,
    );
  });
});

describe('proposals and publishing', () => {
  it('runs the rules again, superseding the open proposal; publishes once however often asked', async () => {
    const { body } = await create(adviser);
    const hash = body.basket_hash;
    const again = await api.post<ProposalBody>(API.studio.automatedPropose, { basket_hash: hash }, adviser);
    expect(again.status).toBe(200);
    expect(again.body.proposal.id).not.toBe(body.proposal.id);
    const stale = await api.post(
      API.studio.automatedPublish,
      { basket_hash: hash, proposal: body.proposal.id, rationale: 'Launch.' },
      adviser,
    );
    expect(stale.status).toBe(404);
    const rules = await api.post<ProposalBody>(
      API.studio.automatedRules,
      { basket_hash: hash, rules: { ...RULES, count: 5, weighting: 'equal' } },
      adviser,
    );
    expect(rules.body.proposal.lines.map((l) => l.weight)).toEqual([20, 20, 20, 20, 20]);
    const publish = { basket_hash: hash, proposal: rules.body.proposal.id, rationale: 'Launch.' };
    const answers = await Promise.all(
      [1, 2].map(() => api.post<ConstituentsEditBody>(API.studio.automatedPublish, publish, adviser)),
    );
    for (const a of answers)
      expect(a.body).toEqual({ basket_hash: hash, version: 1, pending_rebalances: 0, pushed: 0 });
    const { rows } = await file.t.db.query<{ status: string; versions: number }>(
      `SELECT status, (SELECT count(*)::int FROM basket_versions v WHERE v.basket_id = b.id) AS versions
         FROM baskets b WHERE basket_hash = $1`,
      [hash],
    );
    expect(rows).toEqual([{ status: 'published', versions: 1 }]);
    const sameDay = await api.post(API.studio.automatedPropose, { basket_hash: hash }, adviser);
    expect(sameDay.status).toBe(409);
  });

  it('the job makes one proposal per basket on its rebalance date, and it publishes as version 2', async () => {
    const { body } = await create(adviser);
    const hash = body.basket_hash;
    await api.post(
      API.studio.automatedPublish,
      { basket_hash: hash, proposal: body.proposal.id, rationale: 'Launch.' },
      adviser,
    );
    const { rows } = await file.t.db.query<{ id: number }>('SELECT id FROM baskets WHERE basket_hash = $1', [hash]);
    const basketId = rows[0]!.id;
    const count = async () =>
      (await file.t.db.query('SELECT 1 FROM basket_proposals WHERE basket_id = $1', [basketId])).rows.length;
    // Not a rebalance date: nothing.
    expect(await proposeDueBaskets(file.t.db, file.t.market)).toBe(0);
    const december = createMarketData({ clock: createMarketClock(new Date('2026-12-01T10:00:00+05:30')) });
    const made = await proposeDueBaskets(file.t.db, december);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(2);
    expect(await proposeDueBaskets(file.t.db, december)).toBe(0);
    expect(await count()).toBe(2);
    const open = await file.t.db.query<{ id: number }>(
      "SELECT id FROM basket_proposals WHERE basket_id = $1 AND status = 'open'",
      [basketId],
    );
    // An investor of version 1, with no push subscription: the rebalance reaches them in the app.
    const holder = await testUser(file.t);
    await insertInvestment(file.t, holder.id, {
      basket: hash,
      version: 1,
      holdings: [{ symbol: 'INFY', quantity: 10, average_price: 1500 }],
    });
    const v2 = await api.post<ConstituentsEditBody>(
      API.studio.automatedPublish,
      { basket_hash: hash, proposal: open.rows[0]!.id, rationale: 'December.' },
      adviser,
    );
    expect(v2.body).toMatchObject({ version: 2, pending_rebalances: 1, pushed: 0 });
    const notices = await file.t.db.query<{ kind: string }>('SELECT kind FROM in_app_notices WHERE user_id = $1', [
      holder.id,
    ]);
    expect(notices.rows).toEqual([{ kind: 'rebalance' }]);
    // A same-date run replaces an open proposal but never a published one.
    expect('published' in (await proposeNow(file.t.db, december, basketId, automatedRules.parse(RULES)))).toBe(true);
  });
});
