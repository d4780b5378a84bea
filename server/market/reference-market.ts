import type { MarketClock } from './clock';
import { INDICES, INSTRUMENTS, findIndex, findInstrument } from './instruments';
import type { MarketData, MarketStatus } from './market-data';
import { createInstrumentSearch } from './search';
import type { TradingCalendar } from './trading-calendar';

/**
 * What every MarketData answers the same way, whoever supplies its prices: the instruments and indices
 * the product offers (./data/), search over them, the clock and the market's status by the calendar.
 */
export abstract class ReferenceMarket implements Omit<
  MarketData,
  'source' | 'quote' | 'quotes' | 'ltp' | 'history' | 'historyBounds'
> {
  readonly #search = createInstrumentSearch(INSTRUMENTS);

  constructor(
    protected readonly clock: MarketClock,
    readonly calendar: TradingCalendar,
  ) {}

  now = () => this.clock.now();
  instruments = () => INSTRUMENTS;
  indices = () => INDICES;
  instrument = (symbol: string) => findInstrument(symbol);
  index = (symbol: string) => findIndex(symbol);
  search = (query: string, limit?: number) => this.#search(query, limit);

  status(): MarketStatus {
    const now = this.clock.now();
    const session = this.calendar.sessionAt(now);
    return { asOf: now, open: session !== null, session, nextOpen: this.calendar.nextSessionOpen(now) };
  }

  /** The instrument's or index's own spelling of a symbol asked in any case; undefined when unknown. */
  protected symbolOf(symbol: string): string | undefined {
    return this.instrument(symbol)?.symbol ?? this.index(symbol)?.symbol;
  }
}
