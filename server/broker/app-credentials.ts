import { createHmac } from 'node:crypto';
import type { BrandConfig } from '../../brands/schema';

type BrandBroker = BrandConfig['brokers'][number];

/**
 * Each brand is an app registered at each of its brokers, with an API key and secret (docs/brokers.md).
 * In development both sides derive the secret: HMAC-SHA256(BROKER_APP_SECRET, api_key), with a fixed
 * development default when BROKER_APP_SECRET is unset. In production the broker issues the secret:
 * it is set per brand and broker as BROKER_API_KEY_<BRAND>_<BROKER> and BROKER_API_SECRET_<BRAND>_<BROKER>
 * (upper case, '-' as '_'), which take precedence.
 */
export const DEV_BROKER_APP_SECRET = 'starfolio-dev-broker-app-secret';

export interface AppCredentials {
  apiKey: string;
  apiSecret: string;
}

const envName = (kind: 'KEY' | 'SECRET', brandId: string, brokerId: string) =>
  `BROKER_API_${kind}_${brandId}_${brokerId}`.toUpperCase().replace(/-/g, '_');

/** The development API key of a brand's app at a broker. */
export const devApiKey = (brandId: string, brokerId: string) => `sim_${brandId}_${brokerId}`.replace(/-/g, '_');

/** The development secret of an API key, as both the app and the simulated broker compute it. */
export const devApiSecret = (apiKey: string, env: NodeJS.ProcessEnv = process.env) =>
  createHmac('sha256', env.BROKER_APP_SECRET || DEV_BROKER_APP_SECRET)
    .update(`broker-app:${apiKey}`)
    .digest('hex');

export function appCredentials(
  brand: Pick<BrandConfig, 'id'>,
  broker: Pick<BrandBroker, 'id'>,
  env: NodeJS.ProcessEnv = process.env,
): AppCredentials {
  const apiKey = env[envName('KEY', brand.id, broker.id)] || devApiKey(brand.id, broker.id);
  const apiSecret = env[envName('SECRET', brand.id, broker.id)] || devApiSecret(apiKey, env);
  return { apiKey, apiSecret };
}
