import { brands } from '../../../brands/registry';
import { hashPassword } from '../../auth/passwords';
import { brokerAccountEmail } from '../../auth/users';
import type { Database } from '../database';

/** Development accounts (README, "Dev seed users"). */
export const SEED_USERS = [
  {
    name: 'Asha Investor',
    email: 'investor@example.com',
    mobile: '9876543210',
    password: 'Investor@123',
    subscriber: false,
  },
  {
    name: 'Ravi Subscriber',
    email: 'subscriber@example.com',
    mobile: '9123456780',
    password: 'Subscriber@123',
    subscriber: true,
  },
] as const;

/**
 * Broker accounts on the brands whose only way in is their broker's sign-in page (loginType
 * 'broker'): an investor and a subscriber per broker, signed in with a client code and password.
 */
export const SEED_BROKER_CLIENTS = [
  { name: 'Asha Investor', clientCode: 'INVESTOR1', password: 'Investor@123', subscriber: false },
  { name: 'Ravi Subscriber', clientCode: 'SUBSCRIBER1', password: 'Subscriber@123', subscriber: true },
] as const;

const brokerNames = [
  ...new Set(brands.filter((b) => b.loginType === 'broker').flatMap((b) => b.brokers.map((k) => k.name))),
];

interface SeedAccount {
  name: string;
  email: string;
  mobile: string | null;
  password: string;
  subscriber: boolean;
  brokerName: string | null;
  clientCode: string | null;
}

const accounts: SeedAccount[] = [
  ...SEED_USERS.map((u) => ({ ...u, brokerName: null, clientCode: null })),
  ...brokerNames.flatMap((brokerName) =>
    SEED_BROKER_CLIENTS.map((u) => ({
      ...u,
      email: brokerAccountEmail(brokerName, u.clientCode),
      mobile: null,
      brokerName,
    })),
  ),
];

/** Adds each seed account that is missing (hashing only for those), so it is cheap on every start. */
export async function seedUsers(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
    accounts.map((u) => u.email),
  ]);
  const present = new Set(rows.map((r) => r.email));
  const missing = accounts.filter((u) => !present.has(u.email));
  if (missing.length === 0) return false;
  const hashes = await Promise.all(missing.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    for (const [i, u] of missing.entries()) {
      await tx.query(
        `INSERT INTO users (name, email, mobile, password_hash, broker_name, broker_client_code)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [u.name, u.email, u.mobile, hashes[i], u.brokerName, u.clientCode],
      );
    }
  });
  return true;
}
