import type { Queryable } from '../db/database';

/** A user's link to an account at a broker (migration 0011 broker_links). */
export interface BrokerLinkRow {
  id: number;
  user_id: number;
  brand_id: string;
  broker_id: string;
  client_code: string;
  access_token: string | null;
  expires_at: Date | null;
  connected_at: Date;
  disconnected_at: Date | null;
}

/** The user's connected (not disconnected) link to a brand's broker. */
export async function connectedLink(db: Queryable, userId: number, brandId: string, brokerId: string) {
  const { rows } = await db.query<BrokerLinkRow>(
    `SELECT * FROM broker_links
      WHERE user_id = $1 AND brand_id = $2 AND broker_id = $3 AND disconnected_at IS NULL`,
    [userId, brandId, brokerId],
  );
  return rows[0];
}

/** The access token of the latest live session of a broker's client code at a brand (an order update's reader asks). */
export async function liveTokenOfClient(
  db: Queryable,
  { brandId, brokerId, clientCode, now }: { brandId: string; brokerId: string; clientCode: string; now: Date },
) {
  const { rows } = await db.query<{ access_token: string }>(
    `SELECT access_token FROM broker_links
      WHERE brand_id = $1 AND broker_id = $2 AND client_code = $3 AND disconnected_at IS NULL
        AND access_token IS NOT NULL AND expires_at > $4
      ORDER BY connected_at DESC, id DESC LIMIT 1`,
    [brandId, brokerId, clientCode, now],
  );
  return rows[0]?.access_token;
}

export async function connectedLinks(db: Queryable, userId: number, brandId: string) {
  const { rows } = await db.query<BrokerLinkRow>(
    `SELECT * FROM broker_links WHERE user_id = $1 AND brand_id = $2 AND disconnected_at IS NULL ORDER BY connected_at, id`,
    [userId, brandId],
  );
  return rows;
}

/** Connects (again): a new session replaces the old one, and a disconnected link comes back. */
export async function saveLink(
  db: Queryable,
  link: { userId: number; brandId: string; brokerId: string; clientCode: string; accessToken: string; expiresAt: Date },
) {
  await db.query(
    `INSERT INTO broker_links (user_id, brand_id, broker_id, client_code, access_token, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, brand_id, broker_id) DO UPDATE
       SET client_code = EXCLUDED.client_code, access_token = EXCLUDED.access_token,
           expires_at = EXCLUDED.expires_at, connected_at = now(), disconnected_at = NULL`,
    [link.userId, link.brandId, link.brokerId, link.clientCode, link.accessToken, link.expiresAt],
  );
}

/** The broker no longer honours the token: forget it (the link stays, to be signed in again). */
export async function forgetSession(db: Queryable, linkId: number) {
  await db.query('UPDATE broker_links SET access_token = NULL, expires_at = NULL WHERE id = $1', [linkId]);
}

export async function disconnectLink(db: Queryable, linkId: number) {
  await db.query(
    'UPDATE broker_links SET access_token = NULL, expires_at = NULL, disconnected_at = now() WHERE id = $1',
    [linkId],
  );
}

/** A new one-time state for a sign-in at a broker. */
export async function insertSignIn(
  db: Queryable,
  row: { state: string; userId: number; brandId: string; brokerId: string; nextPath: string },
) {
  await db.query(
    `INSERT INTO broker_sign_ins (state, user_id, brand_id, broker_id, next_path) VALUES ($1, $2, $3, $4, $5)`,
    [row.state, row.userId, row.brandId, row.brokerId, row.nextPath],
  );
}

export interface SignInRow {
  state: string;
  /** Null for a visitor's sign-in on a broker-only brand (bound to the browser instead: browser_hash). */
  user_id: number | null;
  brand_id: string;
  broker_id: string;
  next_path: string;
  created_at: Date;
  used_at: Date | null;
}

/**
 * Takes a state once: marks it used and answers it, or undefined when it is unknown, another user's,
 * another broker's, or already used. `expired` when it was made more than `minutes` ago, by the
 * database's clock, which dated it (decision 0238): never the market clock, which MARKET_NOW moves.
 */
export async function takeSignIn(
  db: Queryable,
  {
    state,
    userId,
    brandId,
    brokerId,
    minutes,
  }: { state: string; userId: number; brandId: string; brokerId: string; minutes: number },
) {
  const { rows } = await db.query<SignInRow & { expired: boolean }>(
    `UPDATE broker_sign_ins SET used_at = now()
      WHERE state = $1 AND user_id = $2 AND brand_id = $3 AND broker_id = $4 AND used_at IS NULL
      RETURNING *, created_at < now() - make_interval(mins => $5) AS expired`,
    [state, userId, brandId, brokerId, minutes],
  );
  return rows[0];
}

/**
 * A visitor's sign-in at the broker of a brand entered only through it (decision 0243): no user yet,
 * so the state is bound to the browser that started it, by the hash of a cookie it was given.
 */
export async function insertLoginSignIn(
  db: Queryable,
  row: { state: string; browserHash: string; brandId: string; brokerId: string; nextPath: string },
) {
  await db.query(
    `INSERT INTO broker_sign_ins (state, user_id, browser_hash, brand_id, broker_id, next_path)
     VALUES ($1, NULL, $2, $3, $4, $5)`,
    [row.state, row.browserHash, row.brandId, row.brokerId, row.nextPath],
  );
}

/**
 * Takes a visitor's sign-in state once, only in the browser that started it; `expired` as for
 * takeSignIn, by the database's clock.
 */
export async function takeLoginSignIn(
  db: Queryable,
  {
    state,
    browserHash,
    brandId,
    brokerId,
    minutes,
  }: { state: string; browserHash: string; brandId: string; brokerId: string; minutes: number },
) {
  const { rows } = await db.query<SignInRow & { expired: boolean }>(
    `UPDATE broker_sign_ins SET used_at = now()
      WHERE state = $1 AND user_id IS NULL AND browser_hash = $2 AND brand_id = $3 AND broker_id = $4
        AND used_at IS NULL
      RETURNING *, created_at < now() - make_interval(mins => $5) AS expired`,
    [state, browserHash, brandId, brokerId, minutes],
  );
  return rows[0];
}
