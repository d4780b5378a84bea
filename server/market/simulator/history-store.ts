import { addDays, type IsoDate } from '../ist';
import type { TradingCalendar } from '../trading-calendar';
import { buildDayGrid, type DayGrid } from './day-grid';
import { generateSeries, type Series } from './history-generator';
import { MODELS, type ModelParams } from './price-model';

/** Days generated past the clock's date, so a process on the real clock rebuilds about once a month. */
const LOOK_AHEAD_DAYS = 31;

/**
 * Generated histories, one lazily per symbol (an instrument's factor index first), kept for the life of
 * the process. Regenerating gives the same numbers, so the cache is only a saving, never a source.
 */
export class HistoryStore {
  #grid: DayGrid;
  #from: IsoDate;
  #through: IsoDate;
  readonly #series = new Map<string, Series>();

  constructor(
    private readonly calendar: TradingCalendar,
    from: IsoDate,
    through: IsoDate,
    private readonly models: ReadonlyMap<string, ModelParams> = MODELS,
  ) {
    this.#from = from;
    this.#through = addDays(through, LOOK_AHEAD_DAYS);
    this.#grid = buildDayGrid(calendar, this.#from, this.#through);
  }

  get grid(): DayGrid {
    return this.#grid;
  }

  model(symbol: string): ModelParams | undefined {
    return this.models.get(symbol);
  }

  /** Makes sure the grid runs to `date`; past its end, the grid and every series are rebuilt (same numbers). */
  extendThrough(date: IsoDate): void {
    if (date <= this.#through) return;
    this.#through = addDays(date, LOOK_AHEAD_DAYS);
    this.#grid = buildDayGrid(this.calendar, this.#from, this.#through);
    this.#series.clear();
  }

  series(symbol: string): Series | undefined {
    const cached = this.#series.get(symbol);
    if (cached) return cached;
    const model = this.models.get(symbol);
    if (!model) return undefined;
    const generated = generateSeries(model, this.#grid, (factor) => this.series(factor)!.returns);
    this.#series.set(symbol, generated);
    return generated;
  }
}
