// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { BasketDetails } from '#contract/baskets/details';
import type { StockDetailsBody } from '#contract/market/types';
import { API } from '#contract/http/api-paths';
import { ApiError } from '#src/lib/http/api-error';
import { mountWithApi, until } from '#src/components/ui/test-api';
import { INFOSYS_ROW, OPEN_QUOTE } from '../stock-test-fixtures';
import { ConstituentsSection } from './constituents-section';

const infosys = { ...INFOSYS_ROW, weight: 60 };
const basket = {
  constituents: [infosys, { ...infosys, symbol: 'HDFCBANK', name: 'HDFC Bank', sector: 'Financials', weight: 40 }],
  sectors: [
    { sector: 'Information Technology', weight: 60 },
    { sector: 'Financials', weight: 40 },
  ],
  minimumAmount: 7_700,
  charges: { kind: 'FIXFEE', label: 'FEES', amount: 1499, next_charge_period: 12, feePerPeriod: 1499 },
} as unknown as BasketDetails;

const details: StockDetailsBody = {
  stock: {
    symbol: 'INFY',
    name: 'Infosys',
    kind: 'stock',
    sector: 'Information Technology',
    isin: 'INE009A01021',
    industry: null,
    capClass: 'large',
    tickSize: 0.05,
    priceBand: null,
    marketCapCrore: null,
    quote: OPEN_QUOTE,
  },
};

const nameButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Infosys')!;
const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]');
const escape = () =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });

async function openSheet() {
  const button = nameButton();
  act(() => {
    button.focus();
    button.click();
  });
  await until(() => sheet() !== null);
  return button;
}

describe('a constituent’s sheet', () => {
  it('opens from the stock’s name with its prices, its place in the basket and the basket’s charges', async () => {
    const view = mountWithApi(<ConstituentsSection basket={basket} />, { get: () => details });
    const button = await openSheet();
    const dialog = sheet()!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Infosys (INFY)');
    await until(() => dialog.textContent!.includes('₹1,534.50'));
    expect(view.get).toHaveBeenCalledWith(
      API.market.stockDetails,
      expect.objectContaining({ query: { symbol: 'INFY' } }),
    );
    const text = dialog.textContent!;
    for (const part of [
      'Last traded price₹1,534.50',
      'Change today+₹12.30 (+0.81%)',
      'Open₹1,525.00',
      'High₹1,540.05',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Weight60%');
    expect(text).toContain('Shares for ₹7,7003');
    expect(text).toContain('The basket in Information Technology60%');
    expect(dialog.querySelector('[data-testid="stock-sheet-charges"]')!.textContent).toBe(
      'Charges for this basket₹1,499 / year',
    );
    escape();
    expect(sheet()).toBeNull();
    // Radix hands focus back a task after the content unmounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(button);
    view.unmount();
  });

  it('offline: the prices are said to be unavailable, with a retry; the basket’s figures stay', async () => {
    let fail = true;
    const view = mountWithApi(<ConstituentsSection basket={basket} />, {
      get: () => (fail ? Promise.reject(new ApiError('offline', 0)) : details),
    });
    await openSheet();
    const dialog = sheet()!;
    await until(() => dialog.querySelector('[role="alert"]') !== null);
    const alert = dialog.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Prices are not available right now');
    expect(alert.textContent).toContain('You appear to be offline.');
    expect(dialog.textContent).toContain('Weight60%');
    fail = false;
    act(() => [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click());
    await until(() => dialog.textContent!.includes('₹1,534.50'));
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    view.unmount();
  });
});
