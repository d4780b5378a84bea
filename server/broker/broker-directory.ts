import { brands as allBrands } from '../../brands/registry';
import type { BrandConfig } from '../../brands/schema';
import type { Broker, BrokerDirectory } from './broker';
import type { FetchLike } from '../http/fetch-like';
import { appCredentials } from './app-credentials';
import { createKiteConnectBroker } from './kite/kite-connect-broker';
import { kiteSettings } from './kite/kite-settings';

export interface BrokerDirectoryOptions {
  /** The app's own fetch: how a broker with no API root configured (the simulated one, in this process) is reached. */
  fetch: FetchLike;
  /** The installation's root of development app secrets (server/security/installation-secrets.ts). */
  brokerRoot: string;
  brands?: readonly BrandConfig[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Every brand's brokers, made once: Kite Connect through Zerodha's official client for each, against
 * Kite itself where BROKER_API_ROOT_<BRAND>_<BROKER> is set and against the simulated broker, which
 * speaks Kite's protocol, where it is not (docs/brokers.md).
 */
export function createBrokerDirectory({
  fetch,
  brokerRoot,
  brands = allBrands,
  env = process.env,
}: BrokerDirectoryOptions): BrokerDirectory {
  const byKey = new Map<string, Broker>();
  for (const brand of brands) {
    for (const broker of brand.brokers) {
      byKey.set(
        `${brand.id}\n${broker.id}`,
        createKiteConnectBroker({
          broker,
          fetch,
          credentials: appCredentials(brand, broker, brokerRoot, env),
          settings: kiteSettings(brand, broker, env),
        }),
      );
    }
  }
  return (brandId, brokerId) => byKey.get(`${brandId}\n${brokerId}`);
}
