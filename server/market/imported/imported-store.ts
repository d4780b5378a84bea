import type { Queryable } from '../../db/database';
import type { IsoDate } from '../ist';
import type { DailyBar } from '../market-data';
import type { Adjustment } from './adjust-history';

const BAR = `trade_date::text AS date, open::float8 AS open, high::float8 AS high, low::float8 AS low,
  close::float8 AS close, volume::float8 AS volume`;

/** A symbol's imported bars from..to (both included), oldest first, unadjusted. */
export async function barsBetween(db: Queryable, symbol: string, from: IsoDate, to: IsoDate): Promise<DailyBar[]> {
  const { rows } = await db.query<DailyBar>(
    `SELECT ${BAR} FROM market_daily_bars WHERE symbol = $1 AND trade_date BETWEEN $2 AND $3 ORDER BY trade_date`,
    [symbol, from, to],
  );
  return rows;
}

/** A symbol's last `count` imported bars on or before a day, oldest first. */
export async function lastBars(db: Queryable, symbol: string, through: IsoDate, count: number): Promise<DailyBar[]> {
  const { rows } = await db.query<DailyBar>(
    `SELECT ${BAR} FROM market_daily_bars WHERE symbol = $1 AND trade_date <= $2 ORDER BY trade_date DESC LIMIT $3`,
    [symbol, through, count],
  );
  return rows.reverse();
}

/** A symbol's splits and bonuses with an ex-date after `after`: the ones that adjust bars from then on. */
export async function adjustmentsAfter(db: Queryable, symbol: string, after: IsoDate): Promise<Adjustment[]> {
  const { rows } = await db.query<Adjustment>(
    `SELECT ex_date::text AS "exDate", numerator::float8 AS numerator, denominator::float8 AS denominator
       FROM market_corporate_actions WHERE symbol = $1 AND ex_date > $2`,
    [symbol, after],
  );
  return rows;
}

/** The first and last trading days with imported bars; null when nothing is imported. */
export async function importedSpan(db: Queryable): Promise<{ first: IsoDate; last: IsoDate } | null> {
  const { rows } = await db.query<{ first: IsoDate | null; last: IsoDate | null }>(
    'SELECT min(trade_date)::text AS first, max(trade_date)::text AS last FROM market_daily_bars',
  );
  const { first, last } = rows[0]!;
  return first && last ? { first, last } : null;
}
