import { describe, expect, it } from 'vitest';
import { applyDiscount, type DiscountCode, type DiscountTarget } from './discount';

const now = new Date('2026-11-20T05:30:00Z');
const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  adviser_id: null,
  kind: 'percent',
  value: 10,
  starts_at: new Date('2026-01-01T00:00:00Z'),
  expires_at: new Date('2027-01-01T00:00:00Z'),
  max_redemptions: null,
  per_user_limit: 1,
  plan_ids: null,
  active: true,
  ...over,
});
const plan: DiscountTarget = { planId: 7, adviserId: 3, feeKind: 'FIXFEE', base: 8999 };
const unused = { total: 0, byUser: 0 };
const refusal = (v: ReturnType<typeof applyDiscount>) => (v.ok ? 'applied' : v.message);

describe('applyDiscount: amounts', () => {
  it('takes a percentage off, rounded half up to the paisa', () => {
    expect(applyDiscount(code(), plan, unused, now)).toEqual({ ok: true, discount: 899.9 });
    // 12.5 % of ₹999 = ₹124.875 → ₹124.88.
    expect(applyDiscount(code({ value: 12.5 }), { ...plan, base: 999 }, unused, now)).toEqual({
      ok: true,
      discount: 124.88,
    });
  });

  it('takes a flat amount off', () => {
    expect(applyDiscount(code({ kind: 'flat', value: 500 }), plan, unused, now)).toEqual({ ok: true, discount: 500 });
  });

  it('never takes the price below zero', () => {
    const small = { ...plan, base: 299 };
    expect(applyDiscount(code({ kind: 'flat', value: 500 }), small, unused, now)).toEqual({ ok: true, discount: 299 });
    expect(applyDiscount(code({ value: 150 }), small, unused, now)).toEqual({ ok: true, discount: 299 });
  });

  it('leaves nothing or at least ₹1 before GST (decision 0232)', () => {
    const hundred = { ...plan, base: 100 };
    const flat = (value: number) => applyDiscount(code({ kind: 'flat', value }), hundred, unused, now);
    expect(flat(100)).toEqual({ ok: true, discount: 100 });
    expect(flat(99)).toEqual({ ok: true, discount: 99 });
    expect(refusal(flat(99.01))).toBe(
      'This discount code would leave less than ₹1 to pay: a payment must be at least ₹1.',
    );
    expect(refusal(flat(99.99))).toBe(
      'This discount code would leave less than ₹1 to pay: a payment must be at least ₹1.',
    );
    // 99.5 % of ₹100 leaves 50 paise.
    expect(refusal(applyDiscount(code({ value: 99.5 }), hundred, unused, now))).toBe(
      'This discount code would leave less than ₹1 to pay: a payment must be at least ₹1.',
    );
  });
});

describe('applyDiscount: refusals', () => {
  it('refuses an unknown or withdrawn code', () => {
    expect(refusal(applyDiscount(undefined, plan, unused, now))).toBe('There is no such discount code.');
    expect(refusal(applyDiscount(code({ active: false }), plan, unused, now))).toBe('There is no such discount code.');
  });

  it('refuses before the start and from the expiry on', () => {
    const later = code({ starts_at: new Date('2026-12-01T00:00:00Z') });
    expect(refusal(applyDiscount(later, plan, unused, now))).toBe('This discount code is not valid yet.');
    const ended = code({ expires_at: now });
    expect(refusal(applyDiscount(ended, plan, unused, now))).toBe('This discount code has expired.');
    const endsSoon = code({ expires_at: new Date(now.getTime() + 1) });
    expect(refusal(applyDiscount(endsSoon, plan, unused, now))).toBe('applied');
  });

  it('refuses when everyone together, or this investor, has used it up', () => {
    const limited = code({ max_redemptions: 100, per_user_limit: 2 });
    expect(refusal(applyDiscount(limited, plan, { total: 99, byUser: 1 }, now))).toBe('applied');
    expect(refusal(applyDiscount(limited, plan, { total: 100, byUser: 0 }, now))).toBe(
      'This discount code has been used up.',
    );
    expect(refusal(applyDiscount(limited, plan, { total: 5, byUser: 2 }, now))).toBe(
      'You have already used this discount code.',
    );
  });

  it("keeps to the code's plans and adviser", () => {
    expect(refusal(applyDiscount(code({ plan_ids: [7, 8] }), plan, unused, now))).toBe('applied');
    expect(refusal(applyDiscount(code({ plan_ids: [8] }), plan, unused, now))).toBe(
      'This discount code does not apply to this plan.',
    );
    expect(refusal(applyDiscount(code({ adviser_id: 3 }), plan, unused, now))).toBe('applied');
    expect(refusal(applyDiscount(code({ adviser_id: 4 }), plan, unused, now))).toBe(
      "This discount code is for another adviser's plans.",
    );
  });

  it('applies to fixed fees only', () => {
    expect(refusal(applyDiscount(code(), { ...plan, feeKind: 'AUM', base: 0 }, unused, now))).toBe(
      "This plan is billed on your investment's value: discount codes apply to fixed fees only.",
    );
  });
});
