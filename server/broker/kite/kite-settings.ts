import type { BrandConfig } from '../../../brands/schema';
import { brokerDevHost } from '#contract/broker/dev-host';
import { brokerVariable } from '../app-credentials';

type BrandBroker = BrandConfig['brokers'][number];

/** Kite's sign-in page, when its API root (https://api.kite.trade) is configured and the page is not. */
export const KITE_LOGIN_URL = 'https://kite.zerodha.com/connect/login';

/**
 * The market protection every market order carries (percent of the last price; -1 is Kite's
 * automatic band). Kite refuses a market order without it, or with 0, since 1 April 2026. 2 % by
 * default: the margin the product blocks for a market buy (server/trading/rules/margin.ts) covers it.
 */
const DEFAULT_MARKET_PROTECTION = 2;

export interface KiteSettings {
  /** BROKER_API_ROOT_<BRAND>_<BROKER>: Kite's API root; unset, the simulated broker's host in this process. */
  root: string | undefined;
  /** BROKER_API_LOGIN_URL_<BRAND>_<BROKER>: Kite's sign-in page; unset, the simulated broker's. */
  loginUrl: string | undefined;
  /** The simulated broker's host (the brand broker's `redirectHost`, its `.localhost` twin in development). */
  simHost: string;
  /** BROKER_API_MARKET_PROTECTION_<BRAND>_<BROKER>: what every market order carries (2 unless set). */
  marketProtection: number;
}

/** -1 or a percentage above 0 and at most 100; anything else (0 above all) stops the start. */
function marketProtection(name: string, raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_MARKET_PROTECTION;
  const value = Number(raw);
  if (value === -1 || (Number.isFinite(value) && value > 0 && value <= 100)) return value;
  throw new Error(`${name} must be -1 (Kite's automatic band) or a percentage above 0 up to 100 (got "${raw}")`);
}

/** An http(s) URL from the environment, without its trailing slash; anything else stops the start. */
export const httpsUrl = (name: string, value: string | undefined) => {
  if (!value) return undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(value)) throw new Error(`${name} must be an http(s) URL (got "${value}")`);
  return value.replace(/\/$/, '');
};

export function kiteSettings(
  brand: Pick<BrandConfig, 'id'>,
  broker: BrandBroker,
  env: NodeJS.ProcessEnv = process.env,
): KiteSettings {
  const rootName = brokerVariable('ROOT', brand.id, broker.id);
  const loginName = brokerVariable('LOGIN_URL', brand.id, broker.id);
  const protectionName = brokerVariable('MARKET_PROTECTION', brand.id, broker.id);
  return {
    root: httpsUrl(rootName, env[rootName]),
    loginUrl: httpsUrl(loginName, env[loginName]),
    simHost: brokerDevHost(broker.redirectHost) ?? broker.redirectHost,
    marketProtection: marketProtection(protectionName, env[protectionName]),
  };
}
