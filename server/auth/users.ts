import type { GrantedRole } from '#contract/auth/roles';
import type { Queryable } from '../db/database';
import { deleteUserSubscriptions } from '../push/push-store';
import { subscriptionLiveAt } from '../subscriptions/active-subscription';

/** body.user of login, registration, userinfo, verify-otp and Google sign-in (auth contract). */
export interface UserInfo {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  isSubscriber: boolean;
  brokerName: string | null;
  brokerClientCode: string | null;
  roles: GrantedRole[];
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  is_subscriber: boolean;
  broker_name: string | null;
  broker_client_code: string | null;
  password_hash: string | null;
  roles: GrantedRole[];
}

/** Spec §6: a subscriber holds a subscription live now (docs/payments.md, "Subscription states"). */
export const IS_SUBSCRIBER_SQL = (userId: string) =>
  `EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ${userId} AND ${subscriptionLiveAt('now()')})`;

const COLUMNS = `id, name, email, mobile, broker_name, broker_client_code, password_hash,
  ${IS_SUBSCRIBER_SQL('users.id')} AS is_subscriber,
  ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = users.id ORDER BY r.role) AS roles`;

export const toUserInfo = (r: UserRow): UserInfo => ({
  id: r.id,
  name: r.name,
  email: r.email,
  mobile: r.mobile,
  isSubscriber: r.is_subscriber,
  brokerName: r.broker_name,
  brokerClientCode: r.broker_client_code,
  roles: r.roles ?? [],
});

async function one(db: Queryable, where: string, params: unknown[]): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${where} ORDER BY id LIMIT 1`, params)).rows[0];
}

export const findUserById = (db: Queryable, id: number) => one(db, 'id = $1', [id]);
export const findUserByEmail = (db: Queryable, email: string) => one(db, 'email = $1', [email.toLowerCase()]);
export const findUserByMobile = (db: Queryable, mobile: string) => one(db, 'mobile = $1', [mobile]);
export const findUserByGoogleSub = (db: Queryable, sub: string) => one(db, 'google_sub = $1', [sub]);
export const findBrokerUser = (db: Queryable, brokerName: string, clientCode: string) =>
  one(db, 'broker_name = $1 AND broker_client_code = $2', [brokerName, clientCode]);

/** An address nobody can receive mail at (.invalid is reserved) for accounts made by broker sign-in. */
export const brokerAccountEmail = (brokerName: string, clientCode: string) =>
  `${clientCode.toLowerCase()}@${brokerName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.broker.invalid`;

export interface NewUser {
  name: string;
  email: string;
  mobile?: string | null;
  passwordHash?: string | null;
  googleSub?: string | null;
  brokerName?: string | null;
  brokerClientCode?: string | null;
}

/** Inserts a user; undefined when the email, mobile or Google account is already taken. */
export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, mobile, password_hash, google_sub, broker_name, broker_client_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [
      u.name,
      u.email.toLowerCase(),
      u.mobile ?? null,
      u.passwordHash ?? null,
      u.googleSub ?? null,
      u.brokerName ?? null,
      u.brokerClientCode ?? null,
    ],
  );
  return rows[0] ? findUserById(db, rows[0].id) : undefined;
}

/**
 * A new password (reset or change). The user's push subscriptions on every brand go with the old one
 * (decision 0148): a browser someone else signed in on stops receiving their notifications.
 */
export async function setPasswordHash(db: Queryable, userId: number, hash: string) {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
  await deleteUserSubscriptions(db, userId);
}

/** Links a Google account to an existing user that has none yet. */
export async function linkGoogleAccount(db: Queryable, userId: number, sub: string) {
  await db.query('UPDATE users SET google_sub = $2 WHERE id = $1 AND google_sub IS NULL', [userId, sub]);
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(db: Queryable, userId: number) {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
