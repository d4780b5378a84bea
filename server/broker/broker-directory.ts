import { brands as allBrands } from '../../brands/registry';
import type { BrandConfig } from '../../brands/schema';
import type { Broker, BrokerDirectory } from './broker';
import type { FetchLike } from '../http/fetch-like';
import type { Database } from '../db/database';
import { appCredentials } from './app-credentials';
import { createKiteConnectBroker } from './kite/kite-connect-broker';
import { kiteSettings } from './kite/kite-settings';
import { createUpstoxBroker } from './upstox/upstox-broker';
import { upstoxSettings } from './upstox/upstox-settings';

export interface BrokerDirectoryOptions {
  /** The app's own fetch: how a broker with no API root configured (the simulated one, in this process) is reached. */
  fetch: FetchLike;
  /** The installation's root of development app secrets (server/security/installation-secrets.ts). */
  brokerRoot: string;
  brands?: readonly BrandConfig[];
  env?: NodeJS.ProcessEnv;
  /** The market clock (MARKET_NOW): when an Upstox session made now ends. */
  now?: () => Date;
  /** The installation's database: Kite's ten order requests a second are counted there, across processes. */
  db: Database;
}

/**
 * Every brand's brokers, made once, each through its provider's official client as the brand broker's
 * `provider` says (Kite Connect or Upstox): against the provider itself where
 * BROKER_API_ROOT_<BRAND>_<BROKER> is set, and against the simulated broker, which speaks that
 * provider's protocol, where it is not (docs/brokers.md).
 */
export function createBrokerDirectory({
  fetch,
  brokerRoot,
  brands = allBrands,
  env = process.env,
  now,
  db,
}: BrokerDirectoryOptions): BrokerDirectory {
  const byKey = new Map<string, Broker>();
  for (const brand of brands) {
    for (const broker of brand.brokers) {
      const credentials = appCredentials(brand, broker, brokerRoot, env);
      byKey.set(
        `${brand.id}\n${broker.id}`,
        broker.provider === 'upstox'
          ? createUpstoxBroker({ broker, fetch, credentials, settings: upstoxSettings(brand, broker, env), now })
          : createKiteConnectBroker({ broker, fetch, credentials, settings: kiteSettings(brand, broker, env), db }),
      );
    }
  }
  return (brandId, brokerId) => byKey.get(`${brandId}\n${brokerId}`);
}
