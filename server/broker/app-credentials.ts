import { createHmac } from 'node:crypto';
import type { BrandConfig } from '../../brands/schema';

type BrandBroker = BrandConfig['brokers'][number];

/**
 * Each brand is an app registered at each of its brokers, with an API key and secret (docs/brokers.md).
 * The broker issues them: BROKER_API_KEY_<BRAND>_<BROKER> and BROKER_API_SECRET_<BRAND>_<BROKER>
 * (upper case, '-' as '_'). A development or demo start, whose brokers are simulated, lets the app and
 * the simulated broker derive what is not configured from the installation's own random root
 * (server/security/installation-secrets.ts): HMAC-SHA256(root, api_key). No secret is a constant of
 * the source.
 */
export interface AppCredentials {
  apiKey: string;
  apiSecret: string;
}

/** The variable a brand's app credential (or its API's address, server/broker/kite/kite-settings.ts) at a broker is configured in. */
export const brokerVariable = (
  kind: 'KEY' | 'SECRET' | 'ROOT' | 'LOGIN_URL' | 'MARKET_PROTECTION',
  brandId: string,
  brokerId: string,
) => `BROKER_API_${kind}_${brandId}_${brokerId}`.toUpperCase().replace(/-/g, '_');

/** The development API key of a brand's app at a broker. */
export const devApiKey = (brandId: string, brokerId: string) => `sim_${brandId}_${brokerId}`.replace(/-/g, '_');

/** The development secret of an API key under the installation's `root`, as the app and the simulated broker compute it. */
export const devApiSecret = (root: string, apiKey: string) =>
  createHmac('sha256', root).update(`broker-app:${apiKey}`).digest('hex');

/** The app's credentials: configured ones first, else derived from the installation's `root`. */
export function appCredentials(
  brand: Pick<BrandConfig, 'id'>,
  broker: Pick<BrandBroker, 'id'>,
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): AppCredentials {
  const apiKey = env[brokerVariable('KEY', brand.id, broker.id)] || devApiKey(brand.id, broker.id);
  const apiSecret = env[brokerVariable('SECRET', brand.id, broker.id)] || devApiSecret(root, apiKey);
  return { apiKey, apiSecret };
}
