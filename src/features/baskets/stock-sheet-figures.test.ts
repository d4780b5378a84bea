import { describe, expect, it } from 'vitest';
import { basketFigures, changeText, priceFigures, type SheetFigure } from './stock-sheet-figures';
import { INFOSYS_ROW as row, OPEN_QUOTE } from './stock-test-fixtures';

const asObject = (figures: SheetFigure[]) => Object.fromEntries(figures.map((f) => [f.label, f.value]));
const toneOf = (figures: SheetFigure[], label: string) => figures.find((f) => f.label === label)?.tone;

const open = OPEN_QUOTE;

describe('a stock’s prices in its sheet', () => {
  it('while the market is open: the last price, the change, open, high, low and the previous close', () => {
    const { session, figures } = priceFigures(open);
    expect(session).toBe('Market open · as of 11:02 AM');
    expect(asObject(figures)).toEqual({
      'Last traded price': '₹1,534.50',
      'Change today': '+₹12.30 (+0.81%)',
      Open: '₹1,525.00',
      High: '₹1,540.05',
      Low: '₹1,519.90',
      'Previous close': '₹1,522.20',
    });
    expect(toneOf(figures, 'Change today')).toBe('gain');
  });

  it('once the session has closed: its close is the last price, and the day is named', () => {
    const closed = { ...open, marketOpen: false, asOf: '2026-11-20T12:00:00.000Z' };
    const { session, figures } = priceFigures(closed);
    expect(session).toBe('At the close on 20 Nov 2026');
    expect(figures.map((f) => f.label)).toEqual([
      'Last traded price',
      'Change today',
      'Open',
      'High',
      'Low',
      'Close',
      'Previous close',
    ]);
    expect(asObject(figures).Close).toBe('₹1,534.50');
  });

  it.each([
    [{ change: 12.3, changePercent: 0.81 }, '+₹12.30 (+0.81%)', 'gain'],
    [{ change: -4.05, changePercent: -0.32 }, '−₹4.05 (−0.32%)', 'loss'],
    [{ change: 0, changePercent: 0 }, '₹0.00 (0%)', undefined],
    [{ change: 1234.5, changePercent: 10 }, '+₹1,234.50 (+10%)', 'gain'],
  ] as const)('the change %o reads %s, toned %s', (change, text, tone) => {
    expect(changeText(change)).toBe(text);
    expect(toneOf(priceFigures({ ...open, ...change }).figures, 'Change today')).toBe(tone);
  });
});

describe('a stock’s place in its basket', () => {
  const basket = {
    minimumAmount: 36_450,
    sectors: [
      { sector: 'Financials', weight: 40 },
      { sector: 'Information Technology', weight: 32.75 },
    ],
  };

  it('its weight, the shares the minimum amount buys, its sector and the basket’s weight there', () => {
    expect(asObject(basketFigures(row, basket))).toEqual({
      Weight: '12.5%',
      'Shares for ₹36,450': '3',
      Sector: 'Information Technology',
      'The basket in Information Technology': '32.75%',
    });
  });

  it('without prices to work the shares out, no shares line', () => {
    const labels = basketFigures({ ...row, minimumQuantity: null }, basket).map((f) => f.label);
    expect(labels).toEqual(['Weight', 'Sector', 'The basket in Information Technology']);
  });
});
