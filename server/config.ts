import { resolve } from 'node:path';
import { MICRO_CACHE_SECONDS } from './cache/cache-policy';
import { parseMarketNow } from './market/clock';
import { parseMarketDataSource, type MarketDataSource } from './market/market-data-source';
import { OTP_MAX_PER_CLIENT } from './auth/otp';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * PGLITE_SNAPSHOT: with PGLITE_DIR=memory, a PGlite dump (dumpDataDir) the database starts from
   * instead of a new cluster; made by `npm run e2e:snapshot` for the e2e servers (tests only).
   */
  pgliteSnapshot: string | undefined;
  distDir: string;
  seed: boolean;
  /** How many reverse proxies stand in front of the server (TRUST_PROXY); 0 trusts no forwarded header. */
  trustProxy: number;
  /** RESPONSE_CACHE_SECONDS: how long public answers are kept in memory; 0 keeps none (docs/caching.md). */
  responseCacheSeconds: number;
  /** MARKET_NOW: the instant the market clock stands at (docs/market-data.md); unset, the real time. */
  marketNow: Date | undefined;
  /** MARKET_DATA: 'simulated' (unset) or 'imported', NSE's end-of-day files in the database (docs/market-data.md). */
  marketData: MarketDataSource;
  /**
   * OTP_CODES_PER_CLIENT_HOUR: how many one-time codes one client address may ask for in an hour
   * (docs/security.md); 20 unless set. Raise it where many people share an address (an office's NAT).
   */
  otpCodesPerClientHour: number;
}

/** More codes an hour from one address than this is no longer a limit. */
export const MAX_OTP_CODES_PER_CLIENT_HOUR = 10_000;

/** Longer would let processes disagree for longer; the CDN's own s-maxage is the place for more. */
export const MAX_RESPONSE_CACHE_SECONDS = 60;

/** At most this many proxy hops can be trusted: more is a configuration mistake. */
export const MAX_TRUST_PROXY = 10;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value stops start-up with one clear line. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535 (got "${env.PORT}")`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const trustProxy = Number(env.TRUST_PROXY || 0);
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > MAX_TRUST_PROXY) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front of the server, 0 to ${MAX_TRUST_PROXY} (got "${env.TRUST_PROXY}")`,
    );
  }
  const cacheSeconds = Number(env.RESPONSE_CACHE_SECONDS || MICRO_CACHE_SECONDS);
  if (!Number.isInteger(cacheSeconds) || cacheSeconds < 0 || cacheSeconds > MAX_RESPONSE_CACHE_SECONDS) {
    throw new ConfigError(
      `RESPONSE_CACHE_SECONDS must be a whole number of seconds, 0 to ${MAX_RESPONSE_CACHE_SECONDS} (got "${env.RESPONSE_CACHE_SECONDS}")`,
    );
  }
  const otpCodes = Number(env.OTP_CODES_PER_CLIENT_HOUR || OTP_MAX_PER_CLIENT);
  if (!Number.isInteger(otpCodes) || otpCodes < 1 || otpCodes > MAX_OTP_CODES_PER_CLIENT_HOUR) {
    throw new ConfigError(
      `OTP_CODES_PER_CLIENT_HOUR must be a whole number of codes, 1 to ${MAX_OTP_CODES_PER_CLIENT_HOUR} (got "${env.OTP_CODES_PER_CLIENT_HOUR}")`,
    );
  }
  let marketNow: Date | undefined;
  if (env.MARKET_NOW) {
    const parsed = parseMarketNow(env.MARKET_NOW);
    if ('problem' in parsed) throw new ConfigError(parsed.problem);
    marketNow = parsed.instant;
  }
  const marketData = parseMarketDataSource(env.MARKET_DATA);
  if (typeof marketData === 'object') throw new ConfigError(marketData.problem);
  return {
    port,
    host: env.HOST ?? '::',
    databaseUrl,
    dataDir: env.PGLITE_DIR ?? resolve('.data/pglite'),
    pgliteSnapshot: env.PGLITE_SNAPSHOT,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    seed: env.SEED !== '0',
    trustProxy,
    responseCacheSeconds: cacheSeconds,
    marketNow,
    marketData,
    otpCodesPerClientHour: otpCodes,
  };
}
