import type { MarketClock } from '../clock';
import { istDateOf, startOfYearsBack, type IsoDate } from '../ist';
import type { DailyBar, MarketData, Quote } from '../market-data';
import { ReferenceMarket } from '../reference-market';
import type { TradingCalendar } from '../trading-calendar';
import { HistoryStore } from './history-store';
import { intradayPath, type DayBar } from './intraday-path';
import { roundToPaisa } from '#contract/money/paise';

/** History reaches back to 1 January, this many years before the clock's year (so at least that many years). */
export const HISTORY_YEARS = 6;
const MINUTE_MS = 60_000;
/** Intraday paths kept: a day's for every instrument and index, with room to spare. */
const PATH_CACHE_LIMIT = 512;

/**
 * The default MarketData: prices are a pure function of (symbol, instant), drawn from a fixed seed, so
 * every process and every restart answers the same without sharing any state (decision 0086).
 */
export class SimulatedMarketData extends ReferenceMarket implements MarketData {
  readonly source = 'simulator';
  readonly #store: HistoryStore;
  readonly #paths = new Map<string, Float64Array>();

  constructor(clock: MarketClock, calendar: TradingCalendar) {
    super(clock, calendar);
    const today = istDateOf(clock.now());
    this.#store = new HistoryStore(calendar, startOfYearsBack(today, HISTORY_YEARS), today);
  }

  async quote(symbol: string): Promise<Quote | undefined> {
    return this.#quoteAt(symbol, this.clock.now());
  }

  async quotes(symbols: readonly string[]): Promise<Quote[]> {
    const now = this.clock.now();
    return symbols.map((s) => this.#quoteAt(s, now)).filter((q): q is Quote => q !== undefined);
  }

  async ltp(symbols: readonly string[]): Promise<Record<string, number>> {
    return Object.fromEntries((await this.quotes(symbols)).map((q) => [q.symbol, q.ltp]));
  }

  historyBounds(): { from: IsoDate; to: IsoDate } {
    const { dates } = this.#store.grid;
    return { from: dates[0]!, to: this.#lastClosedDate(this.clock.now()) };
  }

  async history(symbol: string, range: { from: IsoDate; to: IsoDate }): Promise<DailyBar[] | undefined> {
    const key = this.symbolOf(symbol);
    if (!key) return undefined;
    const last = this.#lastClosedDate(this.clock.now());
    const to = range.to < last ? range.to : last;
    const series = this.#store.series(key)!;
    const { dates } = this.#store.grid;
    const bars: DailyBar[] = [];
    for (let k = lowerBound(dates, range.from); k < dates.length && dates[k]! <= to; k++) {
      const { open, high, low, close, volume } = series;
      bars.push({
        date: dates[k]!,
        open: open[k]!,
        high: high[k]!,
        low: low[k]!,
        close: close[k]!,
        volume: volume[k]!,
      });
    }
    return bars;
  }

  /** The last trading day whose session has closed by `now`. */
  #lastClosedDate(now: Date): IsoDate {
    const session = this.calendar.latestSessionStarted(now);
    this.#store.extendThrough(session.date);
    return now >= session.closesAt ? session.date : this.calendar.previousTradingDay(session.date);
  }

  #quoteAt(symbol: string, now: Date): Quote | undefined {
    const key = this.symbolOf(symbol);
    if (!key) return undefined;
    const session = this.calendar.latestSessionStarted(now);
    this.#store.extendThrough(session.date);
    const grid = this.#store.grid;
    const k = grid.indexOf.get(session.date)!;
    const s = this.#store.series(key)!;
    const bar = { open: s.open[k]!, high: s.high[k]!, low: s.low[k]!, close: s.close[k]! };
    const previousClose = s.close[k - 1]!;
    let { high, low, close: ltp } = bar;
    let volume = s.volume[k]!;
    const open = now < session.closesAt;
    if (open) {
      const minutes = grid.minutes[k]!;
      const minute = Math.min(minutes - 1, Math.floor((now.getTime() - session.opensAt.getTime()) / MINUTE_MS));
      const path = this.#path(key, session.date, k, bar);
      ltp = path[minute]!;
      high = low = path[0]!;
      for (let i = 1; i <= minute; i++) {
        if (path[i]! > high) high = path[i]!;
        if (path[i]! < low) low = path[i]!;
      }
      volume = Math.round((volume * (minute + 1)) / minutes);
    }
    const change = roundToPaisa(ltp - previousClose);
    return {
      symbol: key,
      ltp,
      previousClose,
      change,
      changePercent: roundToPaisa((change / previousClose) * 100),
      open: bar.open,
      high,
      low,
      volume,
      sessionDate: session.date,
      marketOpen: open,
      asOf: now.toISOString(),
    };
  }

  #path(symbol: string, date: IsoDate, k: number, bar: DayBar): Float64Array {
    const cacheKey = `${symbol}|${date}`;
    let path = this.#paths.get(cacheKey);
    if (!path) {
      const grid = this.#store.grid;
      path = intradayPath(this.#store.model(symbol)!, bar, grid.days[k]!, grid.minutes[k]!);
      if (this.#paths.size >= PATH_CACHE_LIMIT) this.#paths.clear();
      this.#paths.set(cacheKey, path);
    }
    return path;
  }
}

/** The first index whose date is at or after `date` (dates sorted). */
function lowerBound(dates: readonly IsoDate[], date: IsoDate): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
