import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { nextSixAmIst } from '../broker/session-end';
import { roundToPaisa } from '#contract/money/paise';

/** The simulated broker's accounts, holdings and sessions (migration 0012). Money comes back as numbers. */
export interface SimAccount {
  id: number;
  broker: string;
  client_code: string;
  password_hash: string;
  cash: number;
  blocked: number;
}

const columns = (t = '') =>
  `${t}id, ${t}broker, ${t}client_code, ${t}password_hash, ${t}cash::float8 AS cash, ${t}blocked::float8 AS blocked`;
const ACCOUNT_COLUMNS = columns();
/** A request token lives 5 minutes and is used once. */
export const REQUEST_TOKEN_MINUTES = 5;

/** SIM_BROKER_START_FUNDS: a new account's cash, ₹10,00,000 unless set. */
export function startFunds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SIM_BROKER_START_FUNDS ?? 1_000_000);
  return Number.isFinite(value) && value >= 0 ? roundToPaisa(value) : 1_000_000;
}

export async function findAccount(db: Queryable, broker: string, clientCode: string) {
  const { rows } = await db.query<SimAccount>(
    `SELECT ${ACCOUNT_COLUMNS} FROM sim_broker_accounts WHERE broker = $1 AND client_code = $2`,
    [broker, clientCode],
  );
  return rows[0];
}

/** Opens an account; undefined when another sign-in opened it first. */
export async function openAccount(db: Queryable, broker: string, clientCode: string, passwordHash: string) {
  const { rows } = await db.query<SimAccount>(
    `INSERT INTO sim_broker_accounts (broker, client_code, password_hash, cash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (broker, client_code) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [broker, clientCode, passwordHash, startFunds()],
  );
  return rows[0];
}

/** The account, locked for this transaction (every change of its books takes this lock first). */
export async function lockAccount(tx: Queryable, id: number, { skipLocked = false } = {}) {
  const { rows } = await tx.query<SimAccount>(
    `SELECT ${ACCOUNT_COLUMNS} FROM sim_broker_accounts WHERE id = $1 FOR UPDATE${skipLocked ? ' SKIP LOCKED' : ''}`,
    [id],
  );
  return rows[0];
}

export async function holdingsOf(db: Queryable, accountId: number) {
  const { rows } = await db.query<{ symbol: string; quantity: number; average_price: number }>(
    `SELECT symbol, quantity, average_price::float8 AS average_price FROM sim_broker_holdings
      WHERE account_id = $1 AND quantity > 0 ORDER BY symbol`,
    [accountId],
  );
  return rows;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function issue(
  db: Queryable,
  accountId: number,
  apiKey: string,
  kind: 'request' | 'access',
  now: Date,
  ends: Date,
) {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO sim_broker_sessions (account_id, api_key, kind, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [accountId, apiKey, kind, hashToken(token), now, ends],
  );
  return token;
}

export const issueRequestToken = (db: Queryable, accountId: number, apiKey: string, now: Date) =>
  issue(db, accountId, apiKey, 'request', now, new Date(now.getTime() + REQUEST_TOKEN_MINUTES * 60_000));

/**
 * Exchanges a fresh, unused request token of this app for an access token ending at the next 06:00 IST
 * (Kite's), or when `endsAt` says (Upstox's 03:30 IST).
 */
export async function exchangeRequestToken(
  db: Queryable,
  apiKey: string,
  requestToken: string,
  now: Date,
  endsAt: (now: Date) => Date = nextSixAmIst,
) {
  const { rows } = await db.query<{ account_id: number }>(
    `UPDATE sim_broker_sessions SET used_at = $3
      WHERE token_hash = $1 AND api_key = $2 AND kind = 'request' AND used_at IS NULL AND expires_at > $3
      RETURNING account_id`,
    [hashToken(requestToken), apiKey, now],
  );
  const accountId = rows[0]?.account_id;
  if (accountId === undefined) return undefined;
  const expiresAt = endsAt(now);
  const accessToken = await issue(db, accountId, apiKey, 'access', now, expiresAt);
  const { rows: acc } = await db.query<{ client_code: string }>(
    'SELECT client_code FROM sim_broker_accounts WHERE id = $1',
    [accountId],
  );
  return { accessToken, expiresAt, clientCode: acc[0]!.client_code };
}

/** The account of a live access token of this app, or undefined (ended, expired, another app's). */
export async function accountOfToken(db: Queryable, broker: string, apiKey: string, accessToken: string, now: Date) {
  const { rows } = await db.query<SimAccount>(
    `SELECT ${columns('a.')} FROM sim_broker_sessions s
       JOIN sim_broker_accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND s.api_key = $2 AND s.kind = 'access' AND s.ended_at IS NULL
        AND s.expires_at > $3 AND a.broker = $4`,
    [hashToken(accessToken), apiKey, now, broker],
  );
  return rows[0];
}

/** The account and app of a live access token at this company, whichever app it was issued to (a bearer token says no app). */
export async function sessionOfBearer(db: Queryable, broker: string, accessToken: string, now: Date) {
  const { rows } = await db.query<SimAccount & { api_key: string }>(
    `SELECT ${columns('a.')}, s.api_key FROM sim_broker_sessions s
       JOIN sim_broker_accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND s.kind = 'access' AND s.ended_at IS NULL AND s.expires_at > $2 AND a.broker = $3`,
    [hashToken(accessToken), now, broker],
  );
  return rows[0];
}

export async function endAccessToken(db: Queryable, apiKey: string, accessToken: string, now: Date) {
  await db.query(
    `UPDATE sim_broker_sessions SET ended_at = $3 WHERE token_hash = $1 AND api_key = $2 AND kind = 'access' AND ended_at IS NULL`,
    [hashToken(accessToken), apiKey, now],
  );
}
