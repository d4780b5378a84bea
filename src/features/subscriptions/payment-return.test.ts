import { describe, expect, it } from 'vitest';
import { parsePaymentSearch, paymentReturnOf, paymentStatusOf, pollDelay } from './payment-return';

describe('the checkout return', () => {
  const full = { transaction: 'txn_1', payment_id: 'pay_1', status: 'success', signature: 'abc' };
  it('is read only when every signed part is there with a known status', () => {
    expect(paymentReturnOf(parsePaymentSearch(full))).toEqual(full);
    expect(paymentReturnOf(parsePaymentSearch({ ...full, signature: '' }))).toBeNull();
    expect(paymentReturnOf(parsePaymentSearch({ ...full, status: 'paid' }))).toBeNull();
    expect(paymentReturnOf(parsePaymentSearch({ transaction: 'txn_1' }))).toBeNull();
  });
  it('drops values that are not short strings', () => {
    expect(parsePaymentSearch({ transaction: 7, payment_id: 'x'.repeat(65), status: ['success'] })).toEqual({});
  });
});

describe('the banner of a transaction (spec §4)', () => {
  it.each([
    ['success', 'new', 'success'],
    ['failed', 'new', 'failed'],
    ['pending', 'new', 'loading'],
    ['created', 'new', 'loading'],
    ['created', 'payment-link', 'payment-link-sent'],
    ['success', 'payment-link', 'success'],
  ] as const)('%s %s → %s', (status, kind, banner) => {
    expect(paymentStatusOf({ status, kind })).toBe(banner);
  });
});

describe('pollDelay', () => {
  it('doubles from 2 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(pollDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
