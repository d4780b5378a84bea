import { describe, expect, it } from 'vitest';
import type { MarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import type { MarketData } from '../market/market-data';
import { BasketPerformanceService } from './basket-performance-service';
import type { StoredVersion } from './stored-versions';

/** A market whose clock a test moves, counting the history it is asked for. */
function countingMarket(start: Date) {
  let at = start.getTime();
  const clock: MarketClock = { now: () => new Date(at), fixed: true };
  const inner = createMarketData({ clock });
  let calls = 0;
  const history: MarketData['history'] = (symbol, range) => {
    calls++;
    return inner.history(symbol, range);
  };
  const market = new Proxy(inner, {
    get: (target, key) => {
      if (key === 'history') return history;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { market, calls: () => calls, moveTo: (d: Date) => (at = d.getTime()) };
}

const version = (id: number, effectiveDate: string, symbols: string[]): StoredVersion => ({
  id,
  version: id,
  effectiveDate,
  rationale: '',
  constituents: symbols.map((symbol) => ({ symbol, weight: 100 / symbols.length, rationale: '' })),
});

const launch = version(1, '2023-06-01', ['TCS', 'INFY']);
const basket = { id: 7, benchmark: 'NIFTY IT', versions: [launch] };

describe('BasketPerformanceService', () => {
  it('computes once per basket, latest version and last close, and the figures do not depend on the memo', async () => {
    const m = countingMarket(new Date('2026-11-20T11:00:00+05:30'));
    const service = new BasketPerformanceService(m.market);
    const first = await service.performance(basket);
    expect(m.calls()).toBe(3); // two stocks and the benchmark
    expect(await service.performance(basket)).toBe(first);
    expect(m.calls()).toBe(3);
    expect(first!.index.at(-1)!.date).toBe('2026-11-19');
    // Another process (a fresh service) computes the same figures.
    expect(await new BasketPerformanceService(m.market).performance(basket)).toEqual(first);
  });

  it('computes again after a rebalance and after the next close', async () => {
    const m = countingMarket(new Date('2026-11-20T11:00:00+05:30'));
    const service = new BasketPerformanceService(m.market);
    await service.performance(basket);
    const rebalanced = { ...basket, versions: [launch, version(2, '2025-01-06', ['TCS', 'WIPRO', 'HCLTECH'])] };
    const after = await service.performance(rebalanced);
    expect(m.calls()).toBe(3 + 5);
    m.moveTo(new Date('2026-11-20T16:00:00+05:30'));
    const nextDay = await service.performance(rebalanced);
    expect(m.calls()).toBe(3 + 5 + 5);
    expect(nextDay!.index.at(-1)!.date).toBe('2026-11-20');
    expect(nextDay!.index.length).toBe(after!.index.length + 1);
  });

  it('reads the versions only when the memo misses', async () => {
    const m = countingMarket(new Date('2026-11-20T11:00:00+05:30'));
    const service = new BasketPerformanceService(m.market);
    let reads = 0;
    const lazy = { id: 11, benchmark: 'NIFTY IT', latestVersionId: 1, versions: () => (reads++, [launch]) };
    const first = await service.performanceOf(lazy);
    expect(await service.performanceOf(lazy)).toBe(first);
    expect(reads).toBe(1);
    expect(await service.performanceOf({ ...lazy, latestVersionId: undefined })).toBeNull();
    expect(reads).toBe(1);
  });

  it('answers null for a basket without versions or launched after the last close', async () => {
    const m = countingMarket(new Date('2026-11-20T11:00:00+05:30'));
    const service = new BasketPerformanceService(m.market);
    expect(await service.performance({ ...basket, versions: [] })).toBeNull();
    expect(await service.performance({ ...basket, id: 8, versions: [version(9, '2026-11-20', ['TCS'])] })).toBeNull();
  });
});
