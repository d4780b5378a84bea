import type { Queryable } from '../../db/database';
import type { MarketClock } from '../clock';
import type { IsoDate } from '../ist';
import type { DailyBar, MarketData, Quote } from '../market-data';
import { ReferenceMarket } from '../reference-market';
import type { TradingCalendar } from '../trading-calendar';
import { adjustHistory } from './adjust-history';
import { adjustmentsAfter, barsBetween, importedSpan, lastBars } from './imported-store';
import { roundToPaisa } from '#contract/money/paise';

/** How long the span of imported days is trusted before it is read again (an import may run meanwhile). */
const SPAN_MS = 60_000;

/**
 * MarketData on NSE's end-of-day files loaded by `npm run market:import` (MARKET_DATA=imported;
 * docs/market-data.md, "Imported prices"). Instruments, indices, search and the calendar are the
 * product's own, as with the simulator; prices are the imported bars, adjusted for splits and bonuses.
 * End-of-day data has no price during a session: a quote is the last close (the Broker interface has
 * no quote call to take a live price from yet; docs/market-data.md says where one plugs in).
 */
export class ImportedMarketData extends ReferenceMarket implements MarketData {
  readonly source = 'NSE end-of-day files';
  #span: { first: IsoDate; last: IsoDate } | null = null;
  #spanReadAt = -Infinity;

  private constructor(
    private readonly db: Queryable,
    clock: MarketClock,
    calendar: TradingCalendar,
  ) {
    super(clock, calendar);
  }

  /** A market on the database's imported prices, with the span of imported days already read. */
  static async open(db: Queryable, clock: MarketClock, calendar: TradingCalendar): Promise<ImportedMarketData> {
    const market = new ImportedMarketData(db, clock, calendar);
    await market.#readSpan();
    return market;
  }

  historyBounds(): { from: IsoDate; to: IsoDate } {
    const closed = this.#lastClosedDate();
    // Nothing imported, or nothing yet by the clock (MARKET_NOW before the first day): an empty span.
    if (!this.#span || this.#span.first > closed) return { from: closed, to: closed };
    return { from: this.#span.first, to: this.#span.last < closed ? this.#span.last : closed };
  }

  async history(symbol: string, range: { from: IsoDate; to: IsoDate }): Promise<DailyBar[] | undefined> {
    const key = this.symbolOf(symbol);
    if (!key) return undefined;
    await this.#readSpan();
    const closed = this.#lastClosedDate();
    const to = range.to < closed ? range.to : closed;
    if (range.from > to) return [];
    const [bars, adjustments] = await Promise.all([
      barsBetween(this.db, key, range.from, to),
      adjustmentsAfter(this.db, key, range.from),
    ]);
    return adjustHistory(bars, adjustments);
  }

  async quote(symbol: string): Promise<Quote | undefined> {
    const key = this.symbolOf(symbol);
    if (!key) return undefined;
    await this.#readSpan();
    const now = this.clock.now();
    const two = await lastBars(this.db, key, this.#lastClosedDate(), 2);
    if (two.length === 0) return undefined;
    const [last, previous = two[0]!] = adjustHistory(two, await adjustmentsAfter(this.db, key, two[0]!.date)).reverse();
    const change = roundToPaisa(last!.close - previous.close);
    return {
      symbol: key,
      ltp: last!.close,
      previousClose: previous.close,
      change,
      changePercent: roundToPaisa((change / previous.close) * 100),
      open: last!.open,
      high: last!.high,
      low: last!.low,
      volume: last!.volume,
      sessionDate: last!.date,
      marketOpen: false,
      asOf: now.toISOString(),
    };
  }

  async quotes(symbols: readonly string[]): Promise<Quote[]> {
    const quotes = await Promise.all(symbols.map((s) => this.quote(s)));
    return quotes.filter((q): q is Quote => q !== undefined);
  }

  async ltp(symbols: readonly string[]): Promise<Record<string, number>> {
    return Object.fromEntries((await this.quotes(symbols)).map((q) => [q.symbol, q.ltp]));
  }

  /** The last trading day whose session has closed by the clock. */
  #lastClosedDate(): IsoDate {
    const now = this.clock.now();
    const session = this.calendar.latestSessionStarted(now);
    return now >= session.closesAt ? session.date : this.calendar.previousTradingDay(session.date);
  }

  async #readSpan(): Promise<void> {
    if (performance.now() - this.#spanReadAt < SPAN_MS) return;
    this.#span = await importedSpan(this.db);
    this.#spanReadAt = performance.now();
  }
}
