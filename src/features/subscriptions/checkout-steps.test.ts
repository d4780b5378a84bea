import { describe, expect, it } from 'vitest';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import { firstOpenStep, planTitle, stepsDone, stepToShow } from './checkout-steps';

const NOW = new Date('2026-11-20T05:30:00Z');

const summary = (over: Partial<PlanCheckoutBody> = {}): PlanCheckoutBody =>
  ({
    plan: { id: 1, needs_risk_profile: true },
    customer: null,
    missing: { name: 'Required field' },
    risk_profile: { needed: true, current: false, valid_until: null },
    agreement: { status: 'none', version: null },
    ...over,
  }) as unknown as PlanCheckoutBody;

const customer = { state: 'MH' } as PlanCheckoutBody['customer'];
const profile = (validUntil: string) => ({ needed: true, current: true, valid_until: validUntil });

describe('stepsDone', () => {
  it('a new investor has every step open', () => {
    expect(stepsDone(summary(), NOW)).toEqual({ details: false, risk: false, agreement: false });
  });
  it('details are done once saved with nothing missing (the state included)', () => {
    expect(stepsDone(summary({ customer, missing: {} }), NOW).details).toBe(true);
    expect(stepsDone(summary({ customer, missing: { state: 'Required field' } }), NOW).details).toBe(false);
    expect(stepsDone(summary({ customer: null, missing: {} }), NOW).details).toBe(false);
  });
  it('a risk profile counts while current; a plan that needs none skips it', () => {
    expect(stepsDone(summary({ risk_profile: profile('2027-01-01T00:00:00Z') }), NOW).risk).toBe(true);
    expect(stepsDone(summary({ risk_profile: profile('2026-11-20T05:29:59Z') }), NOW).risk).toBe(false);
    expect(stepsDone(summary({ risk_profile: { needed: true, current: false, valid_until: null } }), NOW).risk).toBe(
      false,
    );
    expect(stepsDone(summary({ risk_profile: { needed: false, current: false, valid_until: null } }), NOW).risk).toBe(
      true,
    );
  });
  it('the agreement counts only once signed', () => {
    expect(stepsDone(summary({ agreement: { status: 'signed', version: 2 } }), NOW).agreement).toBe(true);
    expect(stepsDone(summary({ agreement: { status: 'pending', version: 2 } }), NOW).agreement).toBe(false);
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

describe('planTitle', () => {
  it('names the period once when the plan is named after it, else both', () => {
    expect(planTitle({ name: '1 month', period_label: '1 Month' })).toBe('1 Month');
    expect(planTitle({ name: 'Research desk', period_label: '1 Year' })).toBe('Research desk (1 Year)');
  });
});
