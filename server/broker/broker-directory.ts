import { brands as allBrands } from '../../brands/registry';
import type { BrandConfig } from '../../brands/schema';
import type { Broker, BrokerDirectory } from './broker';
import type { FetchLike } from './sim-http';
import { createSimulatedBroker } from './simulated-broker';
import { appCredentials } from './app-credentials';

export interface BrokerDirectoryOptions {
  /** How the brokers' APIs are reached: the app's own fetch when the simulated broker runs in this process. */
  fetch: FetchLike;
  /** The installation's root of development app secrets (server/security/installation-secrets.ts). */
  brokerRoot: string;
  brands?: readonly BrandConfig[];
}

/**
 * Every brand's brokers, made once: the simulated broker for each (docs/brokers.md says how a real
 * broker's client takes its place for a brand).
 */
export function createBrokerDirectory({
  fetch,
  brokerRoot,
  brands = allBrands,
}: BrokerDirectoryOptions): BrokerDirectory {
  const byKey = new Map<string, Broker>();
  for (const brand of brands) {
    for (const broker of brand.brokers) {
      byKey.set(
        `${brand.id}\n${broker.id}`,
        createSimulatedBroker({ broker, fetch, credentials: appCredentials(brand, broker, brokerRoot) }),
      );
    }
  }
  return (brandId, brokerId) => byKey.get(`${brandId}\n${brokerId}`);
}
