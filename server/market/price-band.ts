import type { IsoDate } from './ist';
import type { MarketData } from './market-data';

/**
 * The price band of a session (decision 0233, docs/market-data.md "Price band"): the range around the
 * previous trading day's close within which the exchange lets a share trade that day. A fill reported
 * outside it did not happen at the exchange, whoever reports it.
 */
export interface PriceBand {
  /** The close of the trading day before the session. */
  reference: number;
  /** The band in percent of the reference. */
  percent: number;
  /** Lowest and highest price a fill may have, in rupees, on the ₹0.05 grid. */
  low: number;
  high: number;
}

/**
 * Stocks in the F&O segment have no fixed band; the exchange's dynamic band starts at 10 % and is
 * widened in steps during the day. 30 % is above the widest day of any of them in the simulator's six
 * years (23.6 %) and still refuses any price a mistake or a forgery would carry.
 */
export const UNBANDED_PERCENT = 30;

/** The band's edges lie on ₹0.05 (5 paise), the widest tick the product knows, so every tick's prices fit. */
const GRID_PAISE = 5;

/**
 * The band `percent` (a whole number) around `reference`, its edges widened outward to the ₹0.05 grid,
 * as the exchange rounds its band to the tick. Worked in whole paise.
 */
export function priceBandAround(reference: number, percent: number): PriceBand {
  const scaled = (sign: 1 | -1) => Math.round(reference * 100) * (100 + sign * percent);
  const step = 100 * GRID_PAISE;
  const low = Math.max(1, Math.floor(scaled(-1) / step) * GRID_PAISE);
  const high = Math.ceil(scaled(1) / step) * GRID_PAISE;
  return { reference, percent, low: low / 100, high: high / 100 };
}

/** Whether a price lies within the band, edges included. */
export const withinBand = (band: PriceBand, price: number) => price >= band.low && price <= band.high;

/**
 * The band of `symbol` in the session of `day`: its exchange band (UNBANDED_PERCENT where it has none)
 * around the close of the trading day before. Undefined for a symbol the market does not know or a day
 * whose previous close it has no bar for.
 */
export async function sessionPriceBand(
  market: Pick<MarketData, 'instrument' | 'calendar' | 'history'>,
  symbol: string,
  day: IsoDate,
): Promise<PriceBand | undefined> {
  const instrument = market.instrument(symbol);
  if (!instrument) return undefined;
  const before = market.calendar.previousTradingDay(day);
  const bar = (await market.history(instrument.symbol, { from: before, to: before }))?.[0];
  if (!bar || !(bar.close > 0)) return undefined;
  return priceBandAround(bar.close, instrument.priceBand ?? UNBANDED_PERCENT);
}
