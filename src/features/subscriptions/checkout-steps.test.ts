import { describe, expect, it } from 'vitest';
import type { PlanCheckoutBody } from '#contract/plans';
import { firstOpenStep, stepsDone, stepToShow } from './checkout-steps';

const NOW = new Date('2026-11-20T05:30:00Z');

const summary = (over: Partial<PlanCheckoutBody> = {}, needs = true): PlanCheckoutBody =>
  ({
    plan: { id: 1, needs_risk_profile: needs },
    customer: null,
    risk_profile: null,
    agreement: { status: 'none', agreement: null, version: null, signed_at: null },
    ...over,
  }) as unknown as PlanCheckoutBody;

const customer = { state: 'MH', updated_at: '2026-11-19T10:00:00Z' } as PlanCheckoutBody['customer'];
const profile = (validUntil: string) => ({ valid_until: validUntil }) as PlanCheckoutBody['risk_profile'];
const signed = { status: 'signed', agreement: 'agr_1', version: 2, signed_at: '2026-11-19' } as const;

describe('stepsDone', () => {
  it('a new investor has every step open', () => {
    expect(stepsDone(summary(), NOW)).toEqual({ details: false, risk: false, agreement: false });
  });
  it('details need a saved customer with a state (the place of supply)', () => {
    expect(stepsDone(summary({ customer }), NOW).details).toBe(true);
    const only = (c: object) => summary({ customer: c as PlanCheckoutBody['customer'] });
    expect(stepsDone(only({ ...customer, state: null }), NOW).details).toBe(false);
    // Prefilled from the account, never saved: still to do.
    expect(stepsDone(only({ ...customer, updated_at: null }), NOW).details).toBe(false);
  });
  it('a risk profile counts while current; a plan that needs none skips it', () => {
    expect(stepsDone(summary({ risk_profile: profile('2027-01-01T00:00:00Z') }), NOW).risk).toBe(true);
    expect(stepsDone(summary({ risk_profile: profile('2026-11-20T05:29:59Z') }), NOW).risk).toBe(false);
    expect(stepsDone(summary({}, false), NOW).risk).toBe(true);
  });
  it('the agreement counts only once signed', () => {
    expect(stepsDone(summary({ agreement: signed }), NOW).agreement).toBe(true);
    expect(stepsDone(summary({ agreement: { ...signed, status: 'pending' } }), NOW).agreement).toBe(false);
  });
});

describe('which step shows', () => {
  const done = { details: true, risk: false, agreement: false };
  it('skips the steps already done', () => {
    expect(firstOpenStep(done)).toBe('risk');
    expect(firstOpenStep({ details: true, risk: true, agreement: true })).toBe('pay');
  });
  it('lets the investor go back to a done step, never past an open one', () => {
    expect(stepToShow(done, 'details')).toBe('details');
    expect(stepToShow(done, 'pay')).toBe('risk');
    expect(stepToShow(done, undefined)).toBe('risk');
  });
});
