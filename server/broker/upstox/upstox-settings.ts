import type { BrandConfig } from '../../../brands/schema';
import { brokerDevHost } from '#contract/broker/dev-host';
import { brokerVariable } from '../app-credentials';
import { httpsUrl } from '../kite/kite-settings';

type BrandBroker = BrandConfig['brokers'][number];

/** Upstox's API root and its order host (place, modify, cancel), as the official client knows them. */
export const UPSTOX_ROOT = 'https://api.upstox.com';
export const UPSTOX_ORDER_ROOT = 'https://api-hft.upstox.com';
/** Upstox's authorization dialog (OAuth 2), where the investor signs in. */
export const UPSTOX_LOGIN_URL = `${UPSTOX_ROOT}/v2/login/authorization/dialog`;

export interface UpstoxSettings {
  /** BROKER_API_ROOT_<BRAND>_<BROKER>: https://api.upstox.com; unset, the simulated broker's host in this process. */
  root: string | undefined;
  /** BROKER_API_LOGIN_URL_<BRAND>_<BROKER>: the authorization dialog; unset, Upstox's with a root, else the simulator's. */
  loginUrl: string | undefined;
  /** The simulated broker's host (the brand broker's `redirectHost`, its `.localhost` twin in development). */
  simHost: string;
}

export function upstoxSettings(
  brand: Pick<BrandConfig, 'id'>,
  broker: BrandBroker,
  env: NodeJS.ProcessEnv = process.env,
): UpstoxSettings {
  const rootName = brokerVariable('ROOT', brand.id, broker.id);
  const loginName = brokerVariable('LOGIN_URL', brand.id, broker.id);
  return {
    root: httpsUrl(rootName, env[rootName]),
    loginUrl: httpsUrl(loginName, env[loginName]),
    simHost: brokerDevHost(broker.redirectHost) ?? broker.redirectHost,
  };
}

/** Order requests go to Upstox's order host when the root is Upstox's own; to the root itself anywhere else. */
export const orderRootOf = (root: string) => (root === UPSTOX_ROOT ? UPSTOX_ORDER_ROOT : root);
