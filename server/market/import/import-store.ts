import type { Database, Queryable } from '../../db/database';
import type { IsoDate } from '../ist';
import type { BarKind, CorporateAction, ImportedBar } from './import-types';

/** What loading a day did: new, replaced what was there, or found it already as the file says. */
export type DayOutcome = 'added' | 'replaced' | 'unchanged';

const BAR_COLUMNS = 'symbol, open::float8, high::float8, low::float8, close::float8, volume::float8';

const sameBar = (a: ImportedBar, b: ImportedBar) =>
  a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.volume === b.volume;

/**
 * One trading day of one file (`kind`) loaded in one transaction: when the database already holds
 * exactly these bars nothing is written; otherwise that day's bars of that kind are deleted and these
 * inserted, so a re-import replaces the day and never leaves it half old, half new.
 */
export async function replaceDay(db: Database, kind: BarKind, date: IsoDate, bars: readonly ImportedBar[]) {
  return db.transaction(async (tx): Promise<DayOutcome> => {
    const held = await tx.query<ImportedBar>(
      `SELECT ${BAR_COLUMNS} FROM market_daily_bars WHERE kind = $1 AND trade_date = $2 FOR UPDATE`,
      [kind, date],
    );
    const bySymbol = new Map(held.rows.map((b) => [b.symbol, b] as const));
    const same =
      held.rows.length === bars.length &&
      bars.every((b) => bySymbol.has(b.symbol) && sameBar(bySymbol.get(b.symbol)!, b));
    if (same) return 'unchanged';
    await tx.query('DELETE FROM market_daily_bars WHERE kind = $1 AND trade_date = $2', [kind, date]);
    await insertBars(tx, kind, bars);
    return held.rows.length === 0 ? 'added' : 'replaced';
  });
}

async function insertBars(tx: Queryable, kind: BarKind, bars: readonly ImportedBar[]) {
  const column = <K extends keyof ImportedBar>(key: K) => bars.map((b) => b[key]);
  await tx.query(
    `INSERT INTO market_daily_bars (symbol, trade_date, kind, open, high, low, close, volume)
     SELECT s, d::date, $3, o, h, l, c, v
       FROM unnest($1::text[], $2::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::bigint[])
         AS t(s, d, o, h, l, c, v)`,
    [
      column('symbol'),
      column('date'),
      kind,
      column('open'),
      column('high'),
      column('low'),
      column('close'),
      column('volume'),
    ],
  );
}

/** Splits and bonuses kept by (symbol, ex-date, kind): a re-import changes a row only when its ratio changed. */
export async function upsertActions(db: Database, actions: readonly CorporateAction[]) {
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const a of actions) {
      const { rows } = await tx.query(
        `INSERT INTO market_corporate_actions (symbol, ex_date, kind, numerator, denominator, purpose)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (symbol, ex_date, kind) DO UPDATE
           SET numerator = EXCLUDED.numerator, denominator = EXCLUDED.denominator, purpose = EXCLUDED.purpose
           WHERE (market_corporate_actions.numerator, market_corporate_actions.denominator, market_corporate_actions.purpose)
             IS DISTINCT FROM (EXCLUDED.numerator, EXCLUDED.denominator, EXCLUDED.purpose)
         RETURNING 1`,
        [a.symbol, a.exDate, a.kind, a.numerator, a.denominator, a.purpose],
      );
      changed += rows.length;
    }
    return { changed, unchanged: actions.length - changed };
  });
}
