import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import type { PlanBody, PlansBody, PriceBody } from '#contract/subscriptions/plans';
import { SEBI_CAP_MESSAGES } from '#contract/subscriptions/billing-messages';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { insertAdviser, insertBasket } from '../../baskets/testing/basket-test-fixtures';
import {
  daysFromNow,
  insertDiscountCode,
  insertPlan,
  redeem,
  setAdviserState,
  setCustomerState,
} from '../../billing/testing/billing-test-fixtures';

const brand = brands[0]!;
let t: TestServer;
let api: ReturnType<typeof blogCaller>;
let adviser: Awaited<ReturnType<typeof insertAdviser>>;
let premium: Awaited<ReturnType<typeof insertBasket>>;
let open: Awaited<ReturnType<typeof insertBasket>>;
const plans: Record<'month' | 'year' | 'other' | 'withdrawn', number> = { month: 0, year: 0, other: 0, withdrawn: 0 };
beforeAll(async () => {
  t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
  api = blogCaller(t, brand);
  adviser = await insertAdviser(t.db);
  await setAdviserState(t.db, adviser.id, 'KA');
  premium = await insertBasket(t.db, adviser.id, { isPremium: true });
  open = await insertBasket(t.db, adviser.id);
  plans.year = await insertPlan(t.db, adviser.id, { amount: 8999, basketIds: [premium.id] });
  plans.month = await insertPlan(t.db, adviser.id, { interval: 'month', count: 1, amount: 999 });
  plans.withdrawn = await insertPlan(t.db, adviser.id, { active: false, basketIds: [premium.id] });
  plans.other = await insertPlan(t.db, (await insertAdviser(t.db)).id, { amount: 4999 });
});
afterAll(() => t.db.close());

describe('GET plans/', () => {
  it("lists an adviser's active plans, shortest first, with labels, publicly", async () => {
    const a = await api.get<PlansBody>(`plans/?adviser=${adviser.slug}`);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.headers.get('x-cache-scope')).toBe('public');
    expect(a.body.adviser).toEqual({
      slug: adviser.slug,
      name: adviser.name,
      adviser_type: 'Registered Investment Adviser',
      sebi_registration: expect.stringMatching(/^INA-TEST-/) as string,
    });
    expect(a.body.plans.map((p) => p.id)).toEqual([plans.month, plans.year]);
    expect(a.body.plans[1]).toEqual({
      id: plans.year,
      adviser_slug: adviser.slug,
      name: 'Test plan',
      interval: 'year',
      interval_count: 1,
      amount: 8999,
      recurring_amount: 8999,
      duration: 12,
      period_label: '1 Year',
      fee_label: 'Yearly Fee',
      fee_kind: 'FIXFEE',
      aum_percent: null,
      needs_risk_profile: true,
      basket_hashes: [premium.hash],
      active: true,
    });
    expect(a.body.plans[0]).toMatchObject({ duration: 1, period_label: '1 Month', fee_label: 'Monthly Fee' });
  });

  it('lists by basket: the plans that open a subscriber-only one, every plan for one open to all', async () => {
    const byPremium = await api.get<PlansBody>(`plans/?basket=${premium.hash}`);
    expect(byPremium.body.plans.map((p) => p.id)).toEqual([plans.year]);
    const byOpen = await api.get<PlansBody>(`plans/?basket=${open.hash}`);
    expect(byOpen.body.plans.map((p) => p.id)).toEqual([plans.month, plans.year]);
    expect(byOpen.body.adviser.slug).toBe(adviser.slug);
  });

  it('answers 404 for an unknown adviser or basket, 400 for neither or both', async () => {
    expect((await api.get('plans/?adviser=nobody-here')).status).toBe(404);
    const draft = await insertBasket(t.db, adviser.id, { status: 'draft' });
    expect((await api.get(`plans/?basket=${draft.hash}`)).status).toBe(404);
    for (const q of ['', `?adviser=${adviser.slug}&basket=${open.hash}`]) {
      const a = await api.get(`plans/${q}`);
      expect(a.status).toBe(400);
      expect(a.body.errors?.adviser).toBe('Name an adviser (?adviser=) or a basket (?basket=), one of them.');
    }
  });
});

describe('POST apply-discount/', () => {
  it('answers the price with the discount and GST (IGST across states)', async () => {
    const user = await testUser(t);
    await setCustomerState(t.db, user.id, 'MH');
    const { code } = await insertDiscountCode(t.db, { value: 10 });
    const a = await api.post<PriceBody>('apply-discount/', { plan: plans.year, code }, user.token);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.headers.get('x-cache-scope')).toBe('private');
    expect(a.body).toEqual({
      plan: plans.year,
      base_amount: 8999,
      discount_code: code,
      discount_amount: 899.9,
      taxable_amount: 8099.1,
      gst: { rate: 18, cgst: 0, sgst: 0, igst: 1457.84, total: 1457.84, place_of_supply: 'MH', supplier_state: 'KA' },
      total_amount: 9556.94,
    });
  });

  it('refuses an expired, used-up or wrong-plan code with its message in errors.code', async () => {
    const user = await testUser(t);
    const expired = await insertDiscountCode(t.db, { expiresAt: daysFromNow(-1) });
    const usedUp = await insertDiscountCode(t.db, { maxRedemptions: 1 });
    await redeem(t.db, usedUp.id, (await testUser(t)).id, plans.year);
    const otherPlan = await insertDiscountCode(t.db, { planIds: [plans.month] });
    const otherAdviser = await insertDiscountCode(t.db, { adviserId: adviser.id });
    const cases: [string, number, string][] = [
      [expired.code, plans.year, 'This discount code has expired.'],
      [usedUp.code, plans.year, 'This discount code has been used up.'],
      [otherPlan.code, plans.year, 'This discount code does not apply to this plan.'],
      [otherAdviser.code, plans.other, "This discount code is for another adviser's plans."],
      ['NOSUCHCODE', plans.year, 'There is no such discount code.'],
    ];
    for (const [code, plan, message] of cases) {
      const a = await api.post('apply-discount/', { plan, code }, user.token);
      expect([a.status, a.head.message, a.body.errors]).toEqual([400, message, { code: message }]);
    }
    const good = await api.post<PriceBody>('apply-discount/', { plan: plans.month, code: otherPlan.code }, user.token);
    expect(good.body.discount_amount).toBe(99.9);
  });

  it('answers 404 for a withdrawn plan, 401 for a visitor, 403 without the CSRF header', async () => {
    const user = await testUser(t);
    const { code } = await insertDiscountCode(t.db);
    expect((await api.post('apply-discount/', { plan: plans.withdrawn, code }, user.token)).status).toBe(404);
    expect((await api.post('apply-discount/', { plan: plans.year, code })).status).toBe(401);
    const noCsrf = await t.request(brand, api.url('apply-discount/'), {
      method: 'POST',
      json: { plan: plans.year, code },
      headers: { KEY: user.token },
    });
    expect(noCsrf.status).toBe(403);
  });
});

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
