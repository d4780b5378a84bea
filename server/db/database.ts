import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { log } from '../log';
import { pgListener, type Unlisten } from './pg-listener';

export interface QueryResult<T> {
  rows: T[];
}

/** The small surface the server needs, met by both PGlite and node-postgres. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` from any connection to this database (another
   * server process included) until the returned function is called (docs/trading.md, "Live updates").
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  readonly kind: 'pglite' | 'postgres';
}

export interface DatabaseOptions {
  /** postgres://… to use a Postgres server; otherwise embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; 'memory' keeps everything in memory (tests). */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of a new cluster (tests). */
  snapshot?: Blob | undefined;
}

export async function openDatabase({ url, dataDir = '.data/pglite', snapshot }: DatabaseOptions): Promise<Database> {
  if (url) return openPostgres(url);
  return openPglite(dataDir, snapshot);
}

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const db =
    dataDir === 'memory'
      ? await PGlite.create(snapshot ? { loadDataDir: snapshot } : {})
      : await PGlite.create(dataDir);
  return pgliteDatabase(db);
}

/** The server's view of a PGlite instance (tests also dump one: server/test-support-pglite.ts). */
export function pgliteDatabase(db: PGlite): Database {
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await db.query<T>(sql, params)).rows }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({ query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await tx.query<T>(sql, params)).rows }) }),
      ),
    listen: async (channel, onPayload) => {
      const unlisten = await db.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, a failover, a dropped database) is reported on
  // the pool; unheard, that 'error' event would end the process. The pool has already dropped the
  // connection and opens a new one for the next query.
  pool.on('error', (err) => log.warn('An idle database connection was closed', { error: err.message }));
  const query = async <T>(sql: string, params?: unknown[]) => {
    const r = await pool.query(sql, params as unknown[] | undefined);
    return { rows: r.rows as T[] };
  };
  const listener = pgListener(() => new pg.Client({ connectionString: url }));
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[]) => ({
            rows: (await client.query(sql, params as unknown[] | undefined)).rows as T[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
