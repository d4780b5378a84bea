import { createHmac } from 'node:crypto';
import type { BrandConfig } from '../../brands/schema';

/**
 * Each brand is a merchant at the payment provider (docs/payment-provider.md): a key id and key secret
 * for the provider's server API (and the checkout's return signature), and a webhook secret for its
 * server-to-server events. In development both sides derive them: HMAC-SHA256(PAYGATE_DEV_SECRET,
 * purpose + key id), with a fixed development default when PAYGATE_DEV_SECRET is unset. In production
 * the provider issues them: PAYGATE_KEY_ID_<BRAND>, PAYGATE_KEY_SECRET_<BRAND> and
 * PAYGATE_WEBHOOK_SECRET_<BRAND> (upper case, '-' as '_') take precedence.
 */
export const DEV_PAYGATE_SECRET = 'starfolio-dev-paygate-secret';

export interface MerchantCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

const envName = (kind: 'KEY_ID' | 'KEY_SECRET' | 'WEBHOOK_SECRET', brandId: string) =>
  `PAYGATE_${kind}_${brandId}`.toUpperCase().replace(/-/g, '_');

/** The development key id of a brand (Razorpay's test keys read rzp_test_…). */
export const devKeyId = (brandId: string) => `pg_test_${brandId}`.replace(/-/g, '_');

const derive = (purpose: string, keyId: string, env: NodeJS.ProcessEnv) =>
  createHmac('sha256', env.PAYGATE_DEV_SECRET || DEV_PAYGATE_SECRET)
    .update(`paygate-${purpose}:${keyId}`)
    .digest('hex');

export function merchantCredentials(
  brand: Pick<BrandConfig, 'id'>,
  env: NodeJS.ProcessEnv = process.env,
): MerchantCredentials {
  const keyId = env[envName('KEY_ID', brand.id)] || devKeyId(brand.id);
  return {
    keyId,
    keySecret: env[envName('KEY_SECRET', brand.id)] || derive('key', keyId, env),
    webhookSecret: env[envName('WEBHOOK_SECRET', brand.id)] || derive('webhook', keyId, env),
  };
}
