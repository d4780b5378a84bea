// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { PRICE_ALERT_MESSAGES, type PriceAlertsBody } from '#contract/push/price-alerts';
import { ApiError } from '#src/lib/http/api-error';
import { buttonNamed, mountWithApi, setFieldValue, until } from '#src/components/ui/test-api';
import { accountMessages } from '../messages';
import { PriceAlertsSection } from './price-alerts-section';

const m = accountMessages.priceAlerts;
const BODY: PriceAlertsBody = {
  alerts: [
    { id: 7, symbol: 'TCS', direction: 'above', price: 4000, last_price: 3650.5, crossed: false, created_at: '' },
  ],
  symbols: ['INFY', 'TCS'],
};

describe('the price alerts section', () => {
  it('lists each alert with its last price and removes one by its named button', async () => {
    const view = mountWithApi(<PriceAlertsSection />, {
      get: () => BODY,
      post: () => Promise.resolve({ ...BODY, alerts: [] }) as never,
    });
    expect(view.container.textContent).toContain(m.loading);
    await until(() => view.container.querySelector('li') !== null);
    expect(view.container.querySelector('li')!.textContent).toContain('TCS above ₹4,000');
    expect(view.container.querySelector('li')!.textContent).toContain('last ₹3,650.5');
    const remove = view.container.querySelector<HTMLButtonElement>('li button')!;
    expect(remove.getAttribute('aria-label')).toBe(m.removeNamed('TCS above ₹4,000'));
    await act(async () => remove.click());
    expect(view.post).toHaveBeenCalledWith(API.account.priceAlertsRemove, { id: 7 });
    await until(() => view.container.textContent!.includes(m.none));
    view.unmount();
  });

  it('adds an alert on a stock offered, refuses an empty or non-positive price, and says a refusal', async () => {
    const answer = () => Promise.reject(new ApiError(PRICE_ALERT_MESSAGES.notWatchable('INFY'), 400));
    const view = mountWithApi(<PriceAlertsSection />, { get: () => BODY, post: () => answer() as never });
    await until(() => view.container.querySelector('form') !== null);
    const form = view.container.querySelector('form')!;
    const [symbol, direction] = [...form.querySelectorAll('select')];
    const price = form.querySelector('input')!;
    expect([...symbol!.options].map((o) => o.value)).toEqual(['INFY', 'TCS']);
    for (const bad of ['', '0', '-3']) {
      setFieldValue(price, bad);
      await act(async () => buttonNamed(m.add, form)!.click());
      expect(document.getElementById('price-alert-error')!.textContent).toBe(m.badPrice);
    }
    expect(view.post).not.toHaveBeenCalled();
    setFieldValue(direction!, 'below');
    setFieldValue(price, '1400.5');
    await act(async () => buttonNamed(m.add, form)!.click());
    expect(view.post).toHaveBeenCalledWith(API.account.priceAlerts, {
      symbol: 'INFY',
      direction: 'below',
      price: 1400.5,
    });
    await until(() => view.container.textContent!.includes(PRICE_ALERT_MESSAGES.notWatchable('INFY')));
    view.unmount();
  });

  it('says when there is no stock to watch yet', async () => {
    const view = mountWithApi(<PriceAlertsSection />, { get: () => ({ alerts: [], symbols: [] }) });
    await until(() => view.container.textContent!.includes(m.noSymbols));
    expect(view.container.querySelector('form')).toBeNull();
    view.unmount();
  });
});
