import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../test-support';
import { insertAdviser } from '../baskets/testing/basket-test-fixtures';
import {
  daysFromNow,
  insertDiscountCode,
  insertPlan,
  redeem,
  setAdviserState,
  setCustomerState,
} from './testing/billing-test-fixtures';
import { DiscountRefused, PlanNotFound } from './discount-refused';
import { priceFor } from './price';

let db: Database;
let userId: number;
let adviserId: number;
let planId: number;
beforeAll(async () => {
  db = await openTestDatabase('empty');
  await migrate(db);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, name) VALUES ('price-test@example.com', 'Price Test') RETURNING id`,
  );
  userId = rows[0]!.id;
  adviserId = (await insertAdviser(db)).id;
  await setAdviserState(db, adviserId, 'MH');
  planId = await insertPlan(db, adviserId, { amount: 8999, recurring: 7999 });
});
afterAll(() => db.close());

describe('priceFor', () => {
  it('has no GST while the investor state is unknown', async () => {
    await db.query('DELETE FROM customers WHERE user_id = $1', [userId]);
    expect(await priceFor(db, { userId, planId })).toEqual({
      plan: planId,
      base_amount: 8999,
      discount_code: null,
      discount_amount: 0,
      taxable_amount: 8999,
      gst: null,
      total_amount: 8999,
      discountCodeId: null,
      adviserId,
    });
  });

  it('charges CGST + SGST in the adviser state and IGST elsewhere', async () => {
    await setCustomerState(db, userId, 'MH');
    const same = await priceFor(db, { userId, planId });
    expect(same.gst).toMatchObject({
      cgst: 809.91,
      sgst: 809.91,
      igst: 0,
      place_of_supply: 'MH',
      supplier_state: 'MH',
    });
    expect(same.total_amount).toBe(10_618.82);
    await setCustomerState(db, userId, 'KA');
    const other = await priceFor(db, { userId, planId });
    expect(other.gst).toMatchObject({ cgst: 0, sgst: 0, igst: 1619.82, place_of_supply: 'KA' });
    expect(other.total_amount).toBe(10_618.82);
  });

  it('takes the discount off before GST, and prices a renewal at the recurring amount', async () => {
    await setCustomerState(db, userId, 'DL');
    const { code, id } = await insertDiscountCode(db, { value: 10 });
    const p = await priceFor(db, { userId, planId, code: ` ${code.toLowerCase()} ` });
    expect(p).toMatchObject({ discount_code: code, discount_amount: 899.9, taxable_amount: 8099.1 });
    expect(p.gst?.igst).toBe(1457.84);
    expect(p.total_amount).toBe(9556.94);
    expect(p.discountCodeId).toBe(id);
    expect((await priceFor(db, { userId, planId, renewal: true })).base_amount).toBe(7999);
  });

  it('throws DiscountRefused with the message for a code that does not apply', async () => {
    const used = await insertDiscountCode(db);
    await redeem(db, used.id, userId, planId);
    const expired = await insertDiscountCode(db, { expiresAt: daysFromNow(-1) });
    const cases: [string, string][] = [
      ['NOSUCHCODE', 'There is no such discount code.'],
      [used.code, 'You have already used this discount code.'],
      [expired.code, 'This discount code has expired.'],
    ];
    for (const [code, message] of cases) {
      const err = await priceFor(db, { userId, planId, code }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DiscountRefused);
      expect((err as Error).message).toBe(message);
    }
  });

  it('throws PlanNotFound for an unknown or withdrawn plan, except for a renewal', async () => {
    const withdrawn = await insertPlan(db, adviserId, { active: false });
    await expect(priceFor(db, { userId, planId: 999_999 })).rejects.toBeInstanceOf(PlanNotFound);
    await expect(priceFor(db, { userId, planId: withdrawn })).rejects.toBeInstanceOf(PlanNotFound);
    expect((await priceFor(db, { userId, planId: withdrawn, renewal: true })).plan).toBe(withdrawn);
  });
});
