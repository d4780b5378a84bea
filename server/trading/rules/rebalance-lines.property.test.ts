import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYMBOLS, subset, weightsOver } from '../testing/weight-arbitraries';
import { SELLING_REBALANCE_MODES } from '#contract/investments/types';
import { rebalanceLines } from './rebalance-lines';

/** At most 8 × 2,000 shares × ₹50,000 + ₹1 lakh: below the ₹100 crore an investment may be worth. */
const input = fc
  .record({
    mode: fc.constantFrom(...SELLING_REBALANCE_MODES),
    fromSymbols: subset,
    toSymbols: subset,
    quantities: fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 8, maxLength: 8 }),
    pricePaise: fc.array(fc.integer({ min: 5, max: 5_000_000 }), { minLength: 8, maxLength: 8 }),
    cashPaise: fc.integer({ min: 0, max: 10_000_000 }),
  })
  .chain((r) =>
    fc.record({ fromWeights: weightsOver(r.fromSymbols), toWeights: weightsOver(r.toSymbols) }).map((w) => ({
      mode: r.mode,
      holdings: r.fromSymbols.map((s) => ({ symbol: s, quantity: r.quantities[SYMBOLS.indexOf(s)]! })),
      prices: Object.fromEntries(SYMBOLS.map((s, i) => [s, r.pricePaise[i]! / 100])),
      cash: r.cashPaise / 100,
      ...w,
    })),
  );
const paise = (rupees: number) => Math.round(rupees * 100);

describe('rebalanceLines, whatever the holdings, versions and prices', () => {
  it('never spends more than the sells and the cash free, and adds up', () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = rebalanceLines(i);
        expect(plan.cash_after).toBeGreaterThanOrEqual(0);
        const sum = (side: string) =>
          plan.lines.filter((l) => l.side === side).reduce((t, l) => t + paise(l.price) * l.quantity, 0);
        expect(paise(plan.sells)).toBe(sum('SELL'));
        expect(paise(plan.buys)).toBe(sum('BUY'));
        expect(paise(plan.cash_after)).toBe(paise(i.cash) + sum('SELL') - sum('BUY'));
      }),
    );
  });

  it('labels every line by its side, and each total is the holding after the trade', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const line of rebalanceLines(i).lines) {
          const before = i.holdings.find((h) => h.symbol === line.symbol)?.quantity ?? 0;
          const sign = line.side === 'BUY' ? 1 : line.side === 'SELL' ? -1 : 0;
          expect(line.totalShareQty).toBe(before + sign * line.newShareQty);
          expect(line.totalShareQty).toBeGreaterThanOrEqual(0);
          if (line.side === 'BUY') expect(line.tag).toBe(before === 0 ? 'buy' : 'add');
          if (line.side === 'SELL') expect(line.tag).toBe(line.totalShareQty === 0 ? 'full sell' : 'partial sell');
          if (line.side === null) expect(line.tag).toBe('no change');
        }
      }),
    );
  });

  it('in RECOMMENDED_CHANGES trades no stock whose weight the adviser kept', () => {
    fc.assert(
      fc.property(input, (i) => {
        if (i.mode !== 'RECOMMENDED_CHANGES') return;
        for (const line of rebalanceLines(i).lines) {
          if (i.fromWeights[line.symbol] === i.toWeights[line.symbol]) expect(line.side).toBeNull();
        }
      }),
    );
  });

  it('in ADJUST_ALL_STOCK holds nothing outside the new version afterwards', () => {
    fc.assert(
      fc.property(input, (i) => {
        if (i.mode !== 'ADJUST_ALL_STOCK') return;
        for (const line of rebalanceLines(i).lines) {
          if (!(line.symbol in i.toWeights)) expect(line.totalShareQty).toBe(0);
        }
      }),
    );
  });
});
