// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { claimCompletion, finishCheckout, lastCheckout, loadCheckout, saveCheckout } from './checkout-store';

beforeEach(() => sessionStorage.clear());

describe('the checkout memory', () => {
  it('keeps the return page, client key, code and draft per plan', () => {
    saveCheckout(3, { from: '/posts/1/a/', clientKey: 'k'.repeat(32) });
    saveCheckout(3, { draft: { pan: 'abc' }, code: 'WELCOME10' });
    expect(loadCheckout(3)).toEqual({
      from: '/posts/1/a/',
      clientKey: 'k'.repeat(32),
      code: 'WELCOME10',
      draft: { pan: 'abc' },
    });
    expect(loadCheckout(4)).toEqual({});
    expect(lastCheckout()).toEqual({ plan: 3, memory: loadCheckout(3) });
  });
  it('ignores what does not have the shape, and a return page on another site', () => {
    sessionStorage.setItem(
      'subscribe-checkout:5',
      JSON.stringify({ from: '//evil.example/', clientKey: 7, draft: [1] }),
    );
    expect(loadCheckout(5)).toEqual({});
    sessionStorage.setItem('subscribe-checkout:6', '{not json');
    expect(loadCheckout(6)).toEqual({});
  });
  it('after a settled payment only the return page is kept', () => {
    saveCheckout(3, { from: '/baskets/abc/', clientKey: 'k'.repeat(32), code: 'X' });
    finishCheckout(3);
    expect(loadCheckout(3)).toEqual({ from: '/baskets/abc/' });
  });
  it('a return is completed once', () => {
    expect(claimCompletion('txn_1')).toBe(true);
    expect(claimCompletion('txn_1')).toBe(false);
    expect(claimCompletion('txn_2')).toBe(true);
  });
});
