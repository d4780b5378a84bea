import { describe, expect, it } from 'vitest';
import { COMPLIANCE_API } from '#contract/compliance/paths';
import { API } from '#contract/http/api-paths';
import { FAMILY_CAP_MESSAGES, FAMILY_MESSAGES, type FamilyBody } from '#contract/compliance/family';
import type { CheckoutRedirectBody, PlanCheckoutBody } from '#contract/subscriptions/payments';
import type { Queryable } from '../../db/database';
import { testBuyer } from '../../subscriptions/testing/payment-test-fixtures';
import { paymentTestServer, starfolio, testClientKey } from '../../subscriptions/testing/payment-test-server';
import { TEST_MARKET_NOW } from '../../test-support';
import { familyCheck } from '../family-check';
import { readPlan } from '../../subscriptions/plan-row';

const pay = paymentTestServer();

let panSerial = 1000;
/** A PAN no other test buyer has. */
const freshPan = () => `FAMLY${panSerial++}P`;

async function yearlyPlan(db: Queryable, adviser: string, amount: number, feeKind: 'FIXFEE' | 'AUM' = 'FIXFEE') {
  const { rows } = await db.query<{ id: number; adviser_id: number }>(
    `INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount, fee_kind, aum_percent)
     SELECT id, 'Family test plan', 'year', 1, $2, $2, $3, $4 FROM advisers WHERE slug = $1 RETURNING id, adviser_id`,
    [adviser, amount, feeKind, feeKind === 'AUM' ? 1.5 : null],
  );
  return rows[0]!;
}

/** A buyer with a PAN of their own, signed up to the adviser's agreement. */
async function buyer(adviserId: number) {
  const b = await testBuyer(pay.t, starfolio, adviserId);
  const pan = freshPan();
  await pay.t.db.query('UPDATE customers SET pan = $2 WHERE user_id = $1', [b.id, pan]);
  return { ...b, pan };
}

async function subscribe(db: Queryable, userId: number, planId: number, startsAt: string) {
  await db.query(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at)
     VALUES ($1, $2, $3::timestamptz, $3::timestamptz + interval '1 year')`,
    [userId, planId, startsAt],
  );
}

const start = (token: string, plan: number) =>
  pay.api.post<CheckoutRedirectBody>(API.payments.createTransaction, { plan, client_key: testClientKey() }, token);

describe('fees per family', () => {
  it('refuses a plan that takes the family over ₹1,51,000 a year, saying by how much to the paisa', async () => {
    const big = await yearlyPlan(pay.t.db, 'meera-iyer', 100_000);
    const more = await yearlyPlan(pay.t.db, 'meera-iyer', 60_000.5);
    const exact = await yearlyPlan(pay.t.db, 'meera-iyer', 51_000);
    const parent = await buyer(big.adviser_id);
    await subscribe(pay.t.db, parent.id, big.id, '2026-10-01T10:00:00+05:30');
    const child = await buyer(big.adviser_id);

    // Alone, the child's family pays nothing yet: the plan is within the limit.
    const alone = await pay.api.get<PlanCheckoutBody>(`${API.plans.customerDetails}?plan=${more.id}`, child.token);
    expect(alone.body.family).toMatchObject({ fixed_fees_a_year: 0, cap: 151_000, fee_mode: null });
    expect(alone.body.refusal).toBeNull();

    const declared = await pay.api.post<FamilyBody>(
      COMPLIANCE_API.family,
      { members: [{ relation: 'parent', name: ' Parent Buyer ', pan: parent.pan.toLowerCase() }] },
      child.token,
    );
    expect(declared.body.members).toEqual([{ relation: 'parent', name: 'Parent Buyer', pan: parent.pan }]);

    const summary = await pay.api.get<PlanCheckoutBody>(`${API.plans.customerDetails}?plan=${more.id}`, child.token);
    expect(summary.body.family).toMatchObject({
      fixed_fees_a_year: 100_000,
      fee_mode: 'FIXFEE',
      fee_mode_since: '2026-10-01',
    });
    const message = FAMILY_CAP_MESSAGES.overCap(9_000.5, 100_000);
    expect(message).toContain('by ₹9,000.50 (your family already pays ₹1,00,000.00 a year)');
    expect(summary.body.refusal).toBe(message);
    const refused = await start(child.token, more.id);
    expect([refused.status, refused.head.message]).toEqual([400, message]);
    const { rows } = await pay.t.db.query('SELECT 1 FROM payment_transactions WHERE user_id = $1', [child.id]);
    expect(rows).toHaveLength(0);

    // Exactly at the limit is within it.
    const atCap = await start(child.token, exact.id);
    expect(atCap.head.status).toBe(6);
  });

  it('refuses a change of fee mode within 12 months, with the day it becomes possible', async () => {
    const fixed = await yearlyPlan(pay.t.db, 'kaveri-capital', 20_000);
    const aua = await yearlyPlan(pay.t.db, 'kaveri-capital', 0, 'AUM');
    const recent = await buyer(fixed.adviser_id);
    await subscribe(pay.t.db, recent.id, fixed.id, '2026-06-15T10:00:00+05:30');
    const summary = await pay.api.get<PlanCheckoutBody>(`${API.plans.customerDetails}?plan=${aua.id}`, recent.token);
    const message = FAMILY_CAP_MESSAGES.feeModeLocked('fixed fees', '2027-06-15');
    expect(message).toContain('possible from 15 Jun 2027');
    expect(summary.body.refusal).toBe(message);
    const refused = await start(recent.token, aua.id);
    expect([refused.status, refused.head.message]).toEqual([400, message]);

    // Held since more than 12 months before the market clock (TEST_MARKET_NOW, 20 Nov 2026): the change is allowed.
    const older = await buyer(fixed.adviser_id);
    await subscribe(pay.t.db, older.id, fixed.id, '2025-11-19T10:00:00+05:30');
    const plan = (await readPlan(pay.t.db, aua.id))!;
    expect((await familyCheck(pay.t.db, older.id, plan, TEST_MARKET_NOW)).refusal).toBeNull();
    expect((await familyCheck(pay.t.db, recent.id, plan, TEST_MARKET_NOW)).refusal).toBe(message);
  });

  it('refuses a malformed PAN, the client’s own PAN and a PAN declared twice, member by member', async () => {
    const b = await buyer((await yearlyPlan(pay.t.db, 'meera-iyer', 1_000)).adviser_id);
    const res = await pay.api.post(
      COMPLIANCE_API.family,
      {
        members: [
          { relation: 'spouse', name: 'Spouse', pan: 'ABCD1234F' },
          { relation: 'child', name: 'Child', pan: b.pan },
          { relation: 'parent', name: 'Parent', pan: 'PQRSX1234Z' },
          { relation: 'uncle', name: 'Uncle', pan: 'PQRSX1234Z' },
        ],
      },
      b.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'members.0.pan': FAMILY_MESSAGES.pan,
      'members.1.pan': FAMILY_MESSAGES.ownPan,
      'members.3.relation': FAMILY_MESSAGES.relation,
      'members.3.pan': FAMILY_MESSAGES.repeated,
    });
    expect((await pay.api.get<FamilyBody>(COMPLIANCE_API.family, b.token)).body.members).toEqual([]);
  });
});
