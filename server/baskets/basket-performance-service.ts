import type { MarketData } from '../market/market-data';
import { BasketDataError } from './performance/basket-data-error';
import { basketPerformance, type BasketPerformance } from './performance/performance-summary';
import type { DailyClose } from './performance/types';
import type { StoredVersion } from './stored-versions';

/** Entries kept; far more than the seed's baskets, so a listing never evicts its own figures. */
const MEMO_LIMIT = 1000;

/**
 * Performance from prices and version history (docs/baskets.md, "Performance"), memoised in this process
 * by (basket, latest version, the market's last closed session): all it depends on. A new version or a
 * new close makes a new key; another process computes the same figures from the same inputs.
 */
export class BasketPerformanceService {
  readonly #memo = new Map<string, Promise<BasketPerformance | null>>();

  constructor(private readonly market: MarketData) {}

  /** The basket's index and figures beside its benchmark's; null when it has no versions or no history yet. */
  performance(basket: { id: number; benchmark: string; versions: readonly StoredVersion[] }) {
    const { versions } = basket;
    return this.performanceOf({ ...basket, latestVersionId: versions.at(-1)?.id, versions: () => versions });
  }

  /** The same, reading the versions only when the memo does not hold the figures (the listing's case). */
  performanceOf(basket: {
    id: number;
    benchmark: string;
    latestVersionId: number | undefined;
    versions: () => readonly StoredVersion[] | Promise<readonly StoredVersion[]>;
  }): Promise<BasketPerformance | null> {
    if (basket.latestVersionId === undefined) return Promise.resolve(null);
    const asOf = this.market.historyBounds().to;
    const key = `${basket.id}|${basket.latestVersionId}|${basket.benchmark}|${asOf}`;
    let answer = this.#memo.get(key);
    if (!answer) {
      answer = Promise.resolve(basket.versions())
        .then((versions) => this.#compute(versions, basket.benchmark, asOf))
        .catch((err: unknown) => {
          this.#memo.delete(key);
          throw err;
        });
      if (this.#memo.size >= MEMO_LIMIT) this.#memo.delete(this.#memo.keys().next().value!);
      this.#memo.set(key, answer);
    }
    return answer;
  }

  async #compute(versions: readonly StoredVersion[], benchmark: string, to: string) {
    if (versions.length === 0) return null;
    const from = versions[0]!.effectiveDate;
    if (from > to) return null;
    const symbols = [...new Set(versions.flatMap((v) => v.constituents.map((c) => c.symbol)))];
    const closesOf = async (symbol: string): Promise<DailyClose[]> => {
      const bars = await this.market.history(symbol, { from: backFrom(from), to });
      if (!bars) throw new BasketDataError(`No history for ${symbol}`);
      return bars.map((b) => ({ date: b.date, close: b.close }));
    };
    const [closes, benchmarkCloses] = await Promise.all([
      Promise.all(symbols.map(async (s) => [s, await closesOf(s)] as const)),
      closesOf(benchmark),
    ]);
    return basketPerformance({
      versions: versions.map((v) => ({ effectiveDate: v.effectiveDate, constituents: v.constituents })),
      closes: new Map(closes),
      benchmark: { name: benchmark, closes: benchmarkCloses },
    });
  }
}

/** A launch on a holiday buys at the last close before it: ten days back always reaches one. */
function backFrom(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
}

const services = new WeakMap<MarketData, BasketPerformanceService>();

/** One service per market: the app's, or a test's own. */
export function performanceServiceFor(market: MarketData): BasketPerformanceService {
  let service = services.get(market);
  if (!service) services.set(market, (service = new BasketPerformanceService(market)));
  return service;
}
