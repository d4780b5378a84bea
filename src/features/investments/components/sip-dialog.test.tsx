// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import { SIP_ALLOCATION_MESSAGES, type SipPreviewBody } from '#contract/investments/sip-allocation';
import type { InvestmentSummary } from '#contract/investments/types';
import type { Trade } from '#contract/trading/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { mountInApp } from '#src/components/ui/test-app';
import { dialogMessages } from '../dialog-messages';
import { buttonNamed, investment, until } from '../test-fixtures';
import { SipDialog } from './sip-dialog';

const m = dialogMessages.sip;
const SIP: NonNullable<InvestmentSummary['sip']> = {
  frequency: 'monthly',
  amount: 3000,
  day: 20,
  next_due: '2026-11-20',
  due: true,
};

/** sip-allocation.test.ts's hand-worked instalment, most short first, as the server answers it. */
const PREVIEW: SipPreviewBody = {
  investment: 'inv-1',
  amount: 3000,
  next_due: '2026-11-20',
  due: true,
  stocks: [
    {
      symbol: 'A',
      name: 'Alpha Ltd',
      target: 40,
      weight_now: 23.53,
      weight_after: 36.68,
      shares: 22,
      price: 100,
      amount: 2200,
      short_by: 2600,
      reason: 'most underweight',
    },
    {
      symbol: 'D',
      name: 'Delta Ltd',
      target: 10,
      weight_now: 0,
      weight_after: 0,
      shares: 0,
      price: 1500,
      amount: 0,
      short_by: 1150,
      reason: 'one share costs more than what is left',
    },
    {
      symbol: 'B',
      name: 'Beta Ltd',
      target: 30,
      weight_now: 29.41,
      weight_after: 28.38,
      shares: 3,
      price: 250,
      amount: 750,
      short_by: 950,
      reason: 'underweight',
    },
    {
      symbol: 'C',
      name: 'Gamma Ltd',
      target: 20,
      weight_now: 47.06,
      weight_after: 34.93,
      shares: 0,
      price: 400,
      amount: 0,
      short_by: -1700,
      reason: 'at or above target: not bought',
    },
  ],
  spent: 2950,
  leftover: 50,
  drift_before: 27.06,
  drift_after: 14.93,
};

const placed = { trade: 'tr-sip', kind: 'sip', status: 'complete', lines: [] } as unknown as Trade;

async function setup(answer: () => Promise<SipPreviewBody>, sip = SIP) {
  const get = vi.fn((path: string) => (path === API.investment.sipPreview ? answer() : Promise.resolve({})));
  const post = vi.fn((_path: string, _body: Record<string, unknown>) => Promise.resolve(placed));
  const onOpenChange = vi.fn();
  const api = { get, post, url: (p: string) => p } as unknown as ApiClient;
  const view = await mountInApp(
    <SipDialog investment={investment({ sip })} open onOpenChange={onOpenChange} />,
    api,
    '/account/investments/inv-1/',
  );
  return { ...view, get, post, onOpenChange };
}

const dialog = () => document.querySelector('[role="dialog"]')!;
const section = () => dialog().querySelector('[data-testid="sip-allocation"]')!;
/** Each stock's box as one line: symbol, name, reason, then its facts. */
const boxes = () =>
  [...section().querySelectorAll('[data-testid="sip-stocks"] li')].map((li) => [
    li.getAttribute('data-symbol'),
    li.querySelector('h4')!.textContent,
    li.querySelector('p')!.textContent,
    [...li.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextSibling!.textContent}`),
  ]);

describe('SipDialog, the instalment’s allocation', () => {
  it('lists what each stock buys and why, the drift before → after and the money not spent, then confirms it', async () => {
    const { get, post, onOpenChange, unmount } = await setup(() => Promise.resolve(PREVIEW));
    await until(() => section()?.querySelector('[data-testid="sip-stocks"]') != null);
    expect(get).toHaveBeenCalledWith(
      API.investment.sipPreview,
      expect.objectContaining({ query: { investment: 'inv-1' } }),
    );
    expect(section().querySelector('h3')!.textContent).toBe('What your ₹3,000 instalment buys');
    expect(boxes()).toEqual([
      [
        'A',
        'A Alpha Ltd',
        'Most underweight: bought first.',
        ['Buys: 22 shares for ₹2,200', 'Target weight: 40%', 'Weight now: 23.53%', 'Weight after: 36.68%'],
      ],
      [
        'D',
        'D Delta Ltd',
        'Below its weight, but one share costs more than what is left: not bought.',
        ['Buys: Nothing', 'Target weight: 10%', 'Weight now: 0%', 'Weight after: 0%'],
      ],
      [
        'B',
        'B Beta Ltd',
        'Underweight: bought.',
        ['Buys: 3 shares for ₹750', 'Target weight: 30%', 'Weight now: 29.41%', 'Weight after: 28.38%'],
      ],
      [
        'C',
        'C Gamma Ltd',
        'At or above its target weight: not bought.',
        ['Buys: Nothing', 'Target weight: 20%', 'Weight now: 47.06%', 'Weight after: 34.93%'],
      ],
    ]);
    const fact = (id: string) => section().querySelector(`[data-testid="${id}"]`)!.textContent;
    expect([fact('sip-spent'), fact('sip-leftover'), fact('sip-drift')]).toEqual([
      '₹2,950',
      '₹50',
      '27.06% now → 14.93% after',
    ]);
    expect(fact('sip-leftover-note')).toBe(m.leftoverNote('₹50'));
    expect(section().textContent).toContain(m.dueNow);

    act(() => buttonNamed(m.confirm, section())!.click());
    await until(() => onOpenChange.mock.calls.length > 0);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe(API.investment.confirmSip);
    expect(post.mock.calls[0]![1]).toMatchObject({ investment: 'inv-1', amount: 3000 });
    expect(post.mock.calls[0]![1].client_key).toEqual(expect.any(String));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();
  });

  it('shows an instalment not yet due without Confirm', async () => {
    const { unmount } = await setup(() => Promise.resolve({ ...PREVIEW, next_due: '2026-12-21', due: false }), {
      ...SIP,
      next_due: '2026-12-21',
      due: false,
    });
    await until(() => section()?.querySelector('[data-testid="sip-stocks"]') != null);
    expect(section().textContent).toContain('Due on 21 Dec 2026.');
    expect(buttonNamed(m.confirm, section())).toBeUndefined();
    unmount();
  });

  it('says when the instalment buys nothing, and offers no Confirm', async () => {
    const stocks = PREVIEW.stocks.map((s) => ({
      ...s,
      shares: 0,
      amount: 0,
      reason: 'one share costs more than what is left' as const,
    }));
    const { unmount } = await setup(() =>
      Promise.resolve({ ...PREVIEW, stocks, spent: 0, leftover: 3000, drift_after: 27.06 }),
    );
    await until(() => section()?.querySelector('[data-testid="sip-stocks"]') != null);
    expect(section().textContent).toContain(SIP_ALLOCATION_MESSAGES.nothingBought('₹3,000'));
    expect(buttonNamed(m.confirm, section())).toBeUndefined();
    unmount();
  });

  it('says why the allocation could not be read, and tries again', async () => {
    let fail = true;
    const message = 'There is no last price for A now, so the instalment cannot be worked out.';
    const { get, unmount } = await setup(() =>
      fail ? Promise.reject(new ApiError(message, 409)) : Promise.resolve(PREVIEW),
    );
    await until(() => section()?.querySelector('[role="alert"]') != null);
    expect(section().querySelector('[role="alert"]')!.textContent).toBe(message);
    fail = false;
    act(() => buttonNamed(m.retry, section())!.click());
    await until(() => section().querySelector('[data-testid="sip-stocks"]') != null);
    expect(get.mock.calls.filter((c) => c[0] === API.investment.sipPreview)).toHaveLength(2);
    unmount();
  });
});
