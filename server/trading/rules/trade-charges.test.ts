import { describe, expect, it } from 'vitest';
import { dpCharges, tradeCharges } from './trade-charges';

describe('tradeCharges of a delivery trade', () => {
  it.each([
    // Hand-computed. ₹1,00,000 bought: STT 100; NSE 0.00297 % = 2.97; SEBI ₹10/crore = 0.10; stamp 0.015 % = 15;
    // GST 18 % × (0 + 2.97 + 0.10) = 0.5526 → 0.55. Total 118.62 (what a discount broker's calculator shows).
    [
      { buy: 100_000, sell: 0 },
      { brokerage: 0, stt: 100, exchange: 2.97, sebi: 0.1, stamp: 15, gst: 0.55, total: 118.62 },
    ],
    // A round trip, ₹1,00,000 in and ₹1,10,000 out: turnover ₹2,10,000. STT 210; NSE 6.237 → 6.24; SEBI 0.21;
    // stamp on the buy only 15; GST 18 % × (6.24 + 0.21) = 1.161 → 1.16. Total 232.61.
    [
      { buy: 100_000, sell: 110_000 },
      { brokerage: 0, stt: 210, exchange: 6.24, sebi: 0.21, stamp: 15, gst: 1.16, total: 232.61 },
    ],
    // A sale of ₹50,000 at a broker charging ₹20: STT 50; NSE 1.485 → 1.49 (half up); SEBI 0.05; no stamp;
    // GST 18 % × (20 + 1.49 + 0.05) = 3.8772 → 3.88. Total 75.42.
    [
      { buy: 0, sell: 50_000, brokerage: 20 },
      { brokerage: 20, stt: 50, exchange: 1.49, sebi: 0.05, stamp: 0, gst: 3.88, total: 75.42 },
    ],
    // ₹10 bought: STT 0.01; NSE 0.000297, SEBI 0.00001, stamp 0.0015 round to 0.
    [
      { buy: 10, sell: 0 },
      { brokerage: 0, stt: 0.01, exchange: 0, sebi: 0, stamp: 0, gst: 0, total: 0.01 },
    ],
    [
      { buy: 0, sell: 0 },
      { brokerage: 0, stt: 0, exchange: 0, sebi: 0, stamp: 0, gst: 0, total: 0 },
    ],
    // ₹1 crore bought: STT 10,000; NSE 297; SEBI 10; stamp 1,500; GST 18 % × 307 = 55.26. Total 11,862.26.
    [
      { buy: 10_000_000, sell: 0 },
      { brokerage: 0, stt: 10_000, exchange: 297, sebi: 10, stamp: 1_500, gst: 55.26, total: 11_862.26 },
    ],
  ])('%o', (turnover, charges) => {
    expect(tradeCharges(turnover)).toEqual(charges);
  });

  it('totals the rounded parts', () => {
    const c = tradeCharges({ buy: 123_456.78, sell: 98_765.43, brokerage: 13.5 });
    const parts = c.brokerage + c.stt + c.exchange + c.sebi + c.stamp + c.gst;
    expect(Math.round(parts * 100)).toBe(Math.round(c.total * 100));
  });

  it.each([
    { buy: -1, sell: 0 },
    { buy: 0, sell: Number.NaN },
    { buy: 100, sell: 0, brokerage: -20 },
  ])('refuses %o', (turnover) => {
    expect(() => tradeCharges(turnover)).toThrow(RangeError);
  });
});

describe('dpCharges of a day’s sells', () => {
  it.each([
    // ₹13 + 18 % GST (2.34) = ₹15.34 a stock, whatever its quantity.
    [0, { per_stock: 15.34, stocks_sold: 0, total: 0 }],
    [1, { per_stock: 15.34, stocks_sold: 1, total: 15.34 }],
    [3, { per_stock: 15.34, stocks_sold: 3, total: 46.02 }],
  ])('%i stocks sold', (stocks, charges) => {
    expect(dpCharges(stocks)).toEqual(charges);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d stocks', (stocks) => {
    expect(() => dpCharges(stocks)).toThrow(RangeError);
  });
});
