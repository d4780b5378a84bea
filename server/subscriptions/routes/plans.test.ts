import { describe, expect, it } from 'vitest';
import type { PlansBody, PriceBody } from '#contract/subscriptions/plans';
import { testUser } from '../../blog/testing/blog-test-client';
import { insertBasket } from '../../baskets/testing/basket-test-fixtures';
import { daysFromNow, insertDiscountCode, redeem, setCustomerState } from '../../billing/testing/billing-test-fixtures';
import { adviser, api, brand, open, plans, premium, startPlansServer, t } from '../testing/plans-server';

startPlansServer();

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
