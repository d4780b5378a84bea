import { describe, expect, it } from 'vitest';
import { EQUITY_TAX_PERIODS, ltcgExemptionOf, taxPeriodOn } from '#contract/tax/equity-tax-rates';
import { matchLots, type Fill } from './fifo-lots';
import { parseFinancialYear } from '#contract/tax/financial-year';
import { daysUntilLongTerm, financialYearOf, holdingTerm, turnsLongTermOn } from './tax-dates';
import { yearTax, type GainPiece } from './year-tax';

/** Hand-computed cases of the tax rules (docs/tax.md); amounts in rupees, the rules' paise × 100. */
const L = 100;
const fill = (side: Fill['side'], date: string, quantity: number, rupees: number, account = 1): Fill => ({
  account,
  symbol: 'TCS',
  side,
  date,
  quantity,
  pricePaise: rupees * L,
  ref: `${side}-${date}`,
});
const gain = (soldOn: string, term: GainPiece['term'], rupees: number): GainPiece => ({
  soldOn,
  term,
  gainPaise: rupees * L,
});

describe('lot matching (FIFO per account and symbol)', () => {
  it('sells the oldest lots first, splitting a lot, and keeps the rest open', () => {
    const { sales, open } = matchLots([
      fill('BUY', '2025-04-10', 10, 100),
      fill('BUY', '2025-05-12', 5, 120),
      fill('SELL', '2025-06-10', 12, 150),
    ]);
    expect(sales).toHaveLength(1);
    expect(sales[0]!.pieces.map((p) => [p.boughtOn, p.quantity, p.costPaise, p.proceedsPaise, p.gainPaise])).toEqual([
      ['2025-04-10', 10, 1_000 * L, 1_500 * L, 500 * L],
      ['2025-05-12', 2, 240 * L, 300 * L, 60 * L],
    ]);
    expect(sales[0]!.unmatchedQuantity).toBe(0);
    expect(open.map((l) => [l.boughtOn, l.quantity, l.pricePaise])).toEqual([['2025-05-12', 3, 120 * L]]);
  });

  it('never takes a lot of another account, and says how many shares no lot covered', () => {
    const { sales, open } = matchLots([fill('BUY', '2025-04-10', 10, 100, 1), fill('SELL', '2025-06-10', 4, 90, 2)]);
    expect(sales[0]!.pieces).toEqual([]);
    expect(sales[0]!.unmatchedQuantity).toBe(4);
    expect(open.map((l) => l.quantity)).toEqual([10]);
  });

  it('records a loss as a negative gain, and a later sale continues where the last one stopped', () => {
    const { sales } = matchLots([
      fill('BUY', '2025-04-10', 3, 100),
      fill('BUY', '2025-04-11', 3, 110),
      fill('SELL', '2025-05-10', 2, 95),
      fill('SELL', '2025-05-11', 2, 105),
    ]);
    expect(sales.map((s) => s.pieces.map((p) => [p.boughtOn, p.quantity, p.gainPaise]))).toEqual([
      [['2025-04-10', 2, -10 * L]],
      [
        ['2025-04-10', 1, 5 * L],
        ['2025-04-11', 1, -5 * L],
      ],
    ]);
  });

  it('refuses a fraction of a share or a price in parts of a paisa', () => {
    expect(() => matchLots([{ ...fill('BUY', '2025-04-10', 1, 100), quantity: 1.5 }])).toThrow(RangeError);
    expect(() => matchLots([{ ...fill('BUY', '2025-04-10', 1, 100), pricePaise: 10.5 }])).toThrow(RangeError);
  });
});

describe('the 12-month boundary', () => {
  it.each([
    ['2024-01-15', '2025-01-15', 'short'],
    ['2024-01-15', '2025-01-16', 'long'],
    ['2024-01-15', '2024-12-31', 'short'],
    ['2024-02-29', '2025-02-28', 'short'],
    ['2024-02-29', '2025-03-01', 'long'],
    ['2025-03-31', '2026-04-01', 'long'],
    ['2025-03-31', '2026-03-31', 'short'],
  ] as const)('bought %s, sold %s: %s-term', (bought, sold, term) => {
    expect(holdingTerm(bought, sold)).toBe(term);
  });

  it('counts the days until a lot turns long-term, and 0 once it has', () => {
    expect(turnsLongTermOn('2024-01-15')).toBe('2025-01-16');
    expect(daysUntilLongTerm('2024-01-15', '2025-01-06')).toBe(10);
    expect(daysUntilLongTerm('2024-01-15', '2025-01-16')).toBe(0);
    expect(daysUntilLongTerm('2025-11-20', '2025-11-20')).toBe(366);
  });

  it('splits the financial year on 1 April (IST dates) and reads only a real year', () => {
    expect(financialYearOf('2025-03-31')).toBe('2024-25');
    expect(financialYearOf('2025-04-01')).toBe('2025-26');
    expect(parseFinancialYear('2025-26')).toEqual({ year: '2025-26', first: '2025-04-01', last: '2026-03-31' });
    expect(parseFinancialYear('1999-00')?.last).toBe('2000-03-31');
    for (const bad of ['2025-27', '2025', '25-26', '2025-2026', ' 2025-26'])
      expect(parseFinancialYear(bad)).toBeUndefined();
  });
});

describe('the rates table', () => {
  it('holds 15 % / 10 % above ₹1 lakh before 23 July 2024, and 20 % / 12.5 % above ₹1.25 lakh from it', () => {
    expect(taxPeriodOn('2024-07-22')).toMatchObject({ stcgBasisPoints: 1_500, ltcgBasisPoints: 1_000 });
    expect(taxPeriodOn('2024-07-23')).toMatchObject({ stcgBasisPoints: 2_000, ltcgBasisPoints: 1_250 });
    expect(ltcgExemptionOf('2023-24')).toBe(100_000 * L);
    // The Finance (No. 2) Act 2024 raised the exemption for the whole of FY 2024-25.
    expect(ltcgExemptionOf('2024-25')).toBe(125_000 * L);
    expect(ltcgExemptionOf('2026-27')).toBe(125_000 * L);
    expect(() => taxPeriodOn('2018-03-31')).toThrow(RangeError);
    const froms = EQUITY_TAX_PERIODS.map((p) => p.from);
    expect(froms).toEqual([...froms].sort());
  });
});

describe('a year of gains', () => {
  it('applies the exemption once across several sales of the year', () => {
    const t = yearTax('2025-26', [
      gain('2025-05-02', 'long', 60_000),
      gain('2025-09-15', 'long', 50_000),
      gain('2026-02-10', 'long', 40_000),
    ]);
    expect(t.longTermGainsPaise).toBe(150_000 * L);
    expect(t.exemptionUsedPaise).toBe(125_000 * L);
    expect(t.buckets).toEqual([expect.objectContaining({ term: 'long', taxablePaise: 25_000 * L })]);
    expect(t.taxPaise).toBe(3_125 * L);
    // Each sale alone is under the exemption; the year together is not.
    expect(yearTax('2025-26', [gain('2025-05-02', 'long', 60_000)]).taxPaise).toBe(0);
  });

  it('sets a short-term loss off against short-term gains, then long-term; a long-term loss only against long-term', () => {
    const t = yearTax('2025-26', [
      gain('2025-05-02', 'short', 100_000),
      gain('2025-06-02', 'short', -30_000),
      gain('2025-07-02', 'long', 200_000),
      gain('2025-08-02', 'long', -50_000),
    ]);
    // 70,000 at 20 % and (1,50,000 − 1,25,000) at 12.5 %.
    expect(t.taxPaise).toBe((14_000 + 3_125) * L);
    expect(t.carriedForward).toEqual({ shortTermPaise: 0, longTermPaise: 0 });

    const spill = yearTax('2025-26', [
      gain('2025-05-02', 'short', 100_000),
      gain('2025-06-02', 'short', -150_000),
      gain('2025-07-02', 'long', 300_000),
    ]);
    expect(spill.shortTermLossAgainstLongPaise).toBe(50_000 * L);
    expect(spill.taxPaise).toBe(15_625 * L);

    const kept = yearTax('2025-26', [gain('2025-05-02', 'short', 100_000), gain('2025-06-02', 'long', -80_000)]);
    expect(kept.taxPaise).toBe(20_000 * L);
    expect(kept.carriedForward).toEqual({ shortTermPaise: 0, longTermPaise: 80_000 * L });
  });

  it('taxes each sale at the rate of its date across 23 July 2024, the exemption first against the higher rate', () => {
    const t = yearTax('2024-25', [
      gain('2024-07-22', 'short', 10_000),
      gain('2024-07-23', 'short', 10_000),
      gain('2024-06-10', 'long', 100_000),
      gain('2024-08-10', 'long', 100_000),
    ]);
    expect(t.buckets.map((b) => [b.term, b.basisPoints, b.exemptPaise / L, b.taxPaise / L])).toEqual([
      ['short', 2_000, 0, 2_000],
      ['short', 1_500, 0, 1_500],
      ['long', 1_250, 100_000, 0],
      ['long', 1_000, 25_000, 7_500],
    ]);
    expect(t.taxPaise).toBe(11_000 * L);
  });

  it('refuses a sale of another year', () => {
    expect(() => yearTax('2025-26', [gain('2025-03-31', 'short', 1)])).toThrow(RangeError);
  });
});
