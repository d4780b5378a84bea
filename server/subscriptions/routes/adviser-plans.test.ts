import { describe, expect, it } from 'vitest';
import type { PlanBody, PlansBody } from '#contract/subscriptions/plans';
import { SEBI_CAP_MESSAGES } from '#contract/subscriptions/billing-messages';
import { createTestServer } from '../../test-support';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { insertAdviser, insertBasket } from '../../baskets/testing/basket-test-fixtures';
import { insertPlan } from '../../billing/testing/billing-test-fixtures';
import { api, brand, plans, premium, startPlansServer, t } from '../testing/plans-server';

startPlansServer();

const planJson = (over: Record<string, unknown> = {}) => ({
  name: 'Core advice',
  interval: 'month',
  interval_count: 3,
  fee_kind: 'FIXFEE',
  amount: 2699,
  recurring_amount: 2699,
  ...over,
});

async function adviserUser(type = 'Registered Investment Adviser') {
  const user = await testUser(t);
  await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')`, [user.id]);
  const mine = await insertAdviser(t.db, { userId: user.id });
  await t.db.query('UPDATE advisers SET adviser_type = $2 WHERE id = $1', [mine.id, type]);
  return { ...user, adviser: mine };
}

describe('adviser plans', () => {
  it('creates, lists and changes a plan within the limits; the public listing follows', async () => {
    const me = await adviserUser();
    const basket = await insertBasket(t.db, me.adviser.id, { isPremium: true });
    const made = await api.post<PlanBody>(
      'adviser/plans/create/',
      planJson({ basket_hashes: [basket.hash], needs_risk_profile: false }),
      me.token,
    );
    expect([made.status, made.head.status]).toEqual([200, 0]);
    expect(made.body.plan).toMatchObject({ duration: 3, fee_label: 'Quarterly Fee', basket_hashes: [basket.hash] });
    expect(made.body.plan.needs_risk_profile).toBe(false);
    const id = made.body.plan.id;
    const changed = await api.post<PlanBody>(
      'adviser/plans/update/',
      { ...planJson({ interval: 'year', interval_count: 1, amount: 151_000, recurring_amount: 151_000 }), plan: id },
      me.token,
    );
    expect(changed.body.plan).toMatchObject({ id, amount: 151_000, period_label: '1 Year', basket_hashes: [] });
    const auaTerms = {
      fee_kind: 'AUM',
      amount: 0,
      recurring_amount: 0,
      aum_percent: 2.5,
      interval: 'year',
      interval_count: 1,
    };
    const aua = await api.post<PlanBody>('adviser/plans/create/', planJson(auaTerms), me.token);
    expect(aua.body.plan).toMatchObject({ fee_kind: 'AUM', aum_percent: 2.5, duration: 12, fee_label: 'Yearly Fee' });
    const off = { ...planJson({ ...auaTerms, active: false }), plan: aua.body.plan.id };
    expect((await api.post<PlanBody>('adviser/plans/update/', off, me.token)).body.plan.active).toBe(false);
    const mine = await api.get<PlansBody>('adviser/plans/', me.token);
    expect(mine.body.plans.map((p) => [p.id, p.active])).toEqual([
      [id, true],
      [aua.body.plan.id, false],
    ]);
    const listed = await api.get<PlansBody>(`plans/?adviser=${me.adviser.slug}`);
    expect(listed.body.plans.map((p) => p.id)).toEqual([id]);
  });

  it("refuses each of SEBI's limits with its message, and another adviser's basket", async () => {
    const me = await adviserUser();
    const ra = await adviserUser('Research Analyst');
    const aum = { fee_kind: 'AUM', amount: 0, recurring_amount: 0, interval: 'year', interval_count: 1 };
    const cases: [typeof me, Record<string, unknown>, Record<string, string>][] = [
      [me, { interval: 'year', interval_count: 2 }, { interval_count: SEBI_CAP_MESSAGES.advanceOverYear }],
      [me, { interval_count: 1, amount: 12_583.34 }, { amount: SEBI_CAP_MESSAGES.fixedFeeOverCap }],
      [me, { recurring_amount: 40_000 }, { amount: SEBI_CAP_MESSAGES.fixedFeeOverCap }],
      [me, { ...aum, aum_percent: 2.6 }, { aum_percent: SEBI_CAP_MESSAGES.aumOverCap }],
      [ra, { ...aum, aum_percent: 1 }, { fee_kind: SEBI_CAP_MESSAGES.aumNotForResearchAnalyst }],
      [me, { basket_hashes: [premium.hash] }, { basket_hashes: `You manage no basket ${premium.hash}.` }],
    ];
    for (const [who, over, errors] of cases) {
      const a = await api.post('adviser/plans/create/', planJson(over), who.token);
      expect([a.status, a.body.errors]).toEqual([400, errors]);
    }
    const before = await insertPlan(t.db, me.adviser.id, { amount: 999, interval: 'month', count: 1 });
    const tooMuch = await api.post(
      'adviser/plans/update/',
      { ...planJson({ amount: 200_000 }), plan: before },
      me.token,
    );
    expect(tooMuch.status).toBe(400);
    const { rows } = await t.db.query<{ amount: number }>('SELECT amount::float8 AS amount FROM plans WHERE id = $1', [
      before,
    ]);
    expect(rows[0]!.amount).toBe(999);
  });

  it("answers 404 to a user who is no adviser and for another adviser's plan, 403 without CSRF", async () => {
    const investor = await testUser(t);
    expect((await api.get('adviser/plans/', investor.token)).status).toBe(404);
    expect((await api.post('adviser/plans/create/', planJson(), investor.token)).status).toBe(404);
    const me = await adviserUser();
    const a = await api.post('adviser/plans/update/', { ...planJson(), plan: plans.year }, me.token);
    expect([a.status, a.head.message]).toEqual([404, `You have no plan ${plans.year}.`]);
    const noCsrf = await t.request(brand, api.url('adviser/plans/create/'), {
      method: 'POST',
      json: planJson(),
      headers: { KEY: me.token },
    });
    expect(noCsrf.status).toBe(403);
  });
});

describe('the public listing and the server cache', () => {
  it("drops an adviser's kept listing as soon as the adviser changes a plan", async () => {
    // A second server on the same database, with the micro-cache on (as npm start runs).
    const cached = await createTestServer({ db: t.db, jwtSecret: t.jwtSecret, responseCache: { ttlSeconds: 60 } });
    const capi = blogCaller(cached, brand);
    const me = await adviserUser();
    const id = await insertPlan(t.db, me.adviser.id, { amount: 999, interval: 'month', count: 1 });
    const list = () => capi.get<PlansBody>(`plans/?adviser=${me.adviser.slug}`);
    expect((await list()).body.plans.map((p) => p.amount)).toEqual([999]);
    await t.db.query('UPDATE plans SET amount = 1 WHERE id = $1', [id]);
    expect((await list()).body.plans.map((p) => p.amount)).toEqual([999]);
    const changed = await capi.post('adviser/plans/update/', { ...planJson({ amount: 1299 }), plan: id }, me.token);
    expect(changed.status).toBe(200);
    expect((await list()).body.plans.map((p) => p.amount)).toEqual([1299]);
  });
});
