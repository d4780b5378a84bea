// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRADING } from '#contract/trading/messages';
import { ApiError } from '#src/lib/http/api-error';
import { askFor, button, calls, dialog, preview, setup, until } from './invest-flow-test-harness';

const SUNDAY = { open: false, message: TRADING.outsideWindow, next_open: '2026-11-23T03:45:00.000Z' };
const AMO_NOTE =
  'An after-market order (AMO) waits at your broker and is sent to the exchange when the market opens. Prices may move by then: market orders fill up to 2% above the opening price.';
afterEach(() => document.body.replaceChildren());

describe('InvestFlow on a closed window', () => {
  it('keeps the spec’s sentence and the next window, explains an AMO and places one as asked', async () => {
    const { post } = setup(async (path) => {
      if (path === 'tradebasket/orders/') return preview({ window: { ...SUNDAY, amo: { open: true, message: null } } });
      throw new ApiError('The server answered 502.', 502);
    });
    await askFor('50000', () => dialog().querySelector('[data-testid="window-closed"]') !== null);
    const closed = dialog().querySelector('[data-testid="window-closed"]')!;
    expect(closed.querySelector('[role="alert"]')!.textContent).toBe(TRADING.outsideWindow);
    expect(closed.textContent).toContain('The next window opens Monday 23 Nov, 9:15 AM.');
    expect(dialog().querySelector('[data-testid="amo-note"]')!.textContent).toBe(AMO_NOTE);
    expect(closed.textContent).toBe(`${TRADING.outsideWindow}The next window opens Monday 23 Nov, 9:15 AM.`);
    expect(button('Place orders').disabled).toBe(true);
    act(() => button('Place as after-market order').click());
    await until(() => calls(post, 'requestorder/').length === 1);
    expect(calls(post, 'requestorder/')[0]![1]).toMatchObject({ variety: 'amo', amount: 50_000, order_type: 'MARKET' });
  });

  it('says why not when the broker takes no AMO now, and cannot place', async () => {
    const amo = { open: false, message: TRADING.amoClosed };
    setup(async () => preview({ window: { ...SUNDAY, amo } }));
    await askFor('50000', () => dialog().querySelector('[data-testid="window-closed"]') !== null);
    expect(dialog().querySelector('[data-testid="amo-note"]')!.textContent).toBe(TRADING.amoClosed);
    expect(button('Place as after-market order')).toBeUndefined();
    expect(button('Place orders').disabled).toBe(true);
  });
});
