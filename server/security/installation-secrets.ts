import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { oncePerDatabase } from '../db/once-per-database';

/**
 * The secrets an installation makes for itself (docs/security.md, "Who signs what"): never a constant
 * of the source, each either configured in the environment or generated at random on the first start
 * and kept in the database (app_secrets), so every process of one installation reads the same value
 * and no two installations share one.
 *
 * - `jwt` signs sessions, and keys the CSRF tokens, OTP hashes, device ids and throttle keys.
 * - `paygate` is the root the simulated checkout and the app derive each brand's merchant key secret
 *   and webhook secret from (server/payments/merchant-credentials.ts).
 * - `broker` is the root of each brand's API secret at the simulated brokers, which signs postbacks
 *   and session checksums (server/broker/app-credentials.ts).
 *
 * Only development and demo starts use the last two: a production start takes every provider's
 * secrets from the environment (server/security/production-checks.ts).
 */
export interface InstallationSecrets {
  jwt: string;
  paygate: string;
  broker: string;
}

/** Shorter configured secrets are refused: a guessable secret signs nothing. */
export const MIN_SECRET_LENGTH = 32;

/** Each kept secret: its row in app_secrets and the variable that configures it instead. */
export const INSTALLATION_SECRETS = {
  jwt: { row: 'jwt', variable: 'JWT_SECRET' },
  paygate: { row: 'paygate-dev-root', variable: 'PAYGATE_DEV_SECRET' },
  broker: { row: 'broker-dev-root', variable: 'BROKER_APP_SECRET' },
} as const satisfies Record<keyof InstallationSecrets, { row: string; variable: string }>;

/** A new random secret: 48 bytes, base64url. */
export const newSecret = () => randomBytes(48).toString('base64url');

/** The problem with a configured secret, or null when it may be used. */
export function configuredSecretProblem(variable: string, value: string): string | null {
  return value.length < MIN_SECRET_LENGTH ? `${variable} must be at least ${MIN_SECRET_LENGTH} characters` : null;
}

/**
 * The secret kept under `row`, made on first use. Two processes starting together both try to insert
 * and keep the first; each reads back what the database holds, so they agree.
 */
export async function keptSecret(db: Queryable, row: string): Promise<string> {
  const read = async () =>
    (await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [row])).rows[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    row,
    newSecret(),
  ]);
  const kept = await read();
  if (!kept) throw new Error(`The secret "${row}" could not be stored in app_secrets`);
  return kept;
}

/** One secret: the environment's when set (and long enough), else the installation's own. */
async function secretFor(db: Queryable, name: keyof InstallationSecrets, env: NodeJS.ProcessEnv) {
  const { row, variable } = INSTALLATION_SECRETS[name];
  const configured = env[variable];
  if (configured) {
    const problem = configuredSecretProblem(variable, configured);
    if (problem) throw new Error(problem);
    return configured;
  }
  return keptSecret(db, row);
}

/** The roots the simulated providers and the app derive unconfigured provider credentials from. */
export type DevProviderRoots = Omit<InstallationSecrets, 'jwt'>;

/** The session secret: JWT_SECRET, else the installation's own. */
export const loadJwtSecret = (db: Queryable, env: NodeJS.ProcessEnv = process.env) => secretFor(db, 'jwt', env);

/** The provider roots: PAYGATE_DEV_SECRET and BROKER_APP_SECRET, else the installation's own. */
export async function loadDevProviderRoots(
  db: Queryable,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DevProviderRoots> {
  return { paygate: await secretFor(db, 'paygate', env), broker: await secretFor(db, 'broker', env) };
}

/**
 * loadDevProviderRoots once per database handle in this process: what the simulators' jobs use when
 * not given the roots, the same values the app was started with. A failure is retried on the next call.
 */
export const devProviderRootsOf = oncePerDatabase((db) => loadDevProviderRoots(db));

/** Fresh random roots, as a new installation makes: for an app that keeps none (tests of other things). */
export const randomDevProviderRoots = (): DevProviderRoots => ({ paygate: newSecret(), broker: newSecret() });
