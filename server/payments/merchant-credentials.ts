import { createHmac } from 'node:crypto';
import type { BrandConfig } from '../../brands/schema';

/**
 * Each brand is a merchant at the payment provider (docs/payment-provider.md): a key id and key secret
 * for the provider's server API (and the checkout's return signature), and a webhook secret for its
 * server-to-server events. The provider issues them: PAYGATE_KEY_ID_<BRAND>, PAYGATE_KEY_SECRET_<BRAND>
 * and PAYGATE_WEBHOOK_SECRET_<BRAND> (upper case, '-' as '_'). A development or demo start, whose
 * provider is the simulated checkout, lets both sides derive what is not configured from the
 * installation's own random root (server/security/installation-secrets.ts):
 * HMAC-SHA256(root, purpose + key id). No secret is a constant of the source.
 */
export interface MerchantCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export type MerchantVariable = 'KEY_ID' | 'KEY_SECRET' | 'WEBHOOK_SECRET';

/** The variable a brand's merchant credential is configured in. */
export const merchantVariable = (kind: MerchantVariable, brandId: string) =>
  `PAYGATE_${kind}_${brandId}`.toUpperCase().replace(/-/g, '_');

/** The development key id of a brand (Razorpay's test keys read rzp_test_…). */
export const devKeyId = (brandId: string) => `pg_test_${brandId}`.replace(/-/g, '_');

const derive = (root: string, purpose: string, keyId: string) =>
  createHmac('sha256', root).update(`paygate-${purpose}:${keyId}`).digest('hex');

/** The brand's merchant credentials: configured ones first, else derived from the installation's `root`. */
export function merchantCredentials(
  brand: Pick<BrandConfig, 'id'>,
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): MerchantCredentials {
  const keyId = env[merchantVariable('KEY_ID', brand.id)] || devKeyId(brand.id);
  return {
    keyId,
    keySecret: env[merchantVariable('KEY_SECRET', brand.id)] || derive(root, 'key', keyId),
    webhookSecret: env[merchantVariable('WEBHOOK_SECRET', brand.id)] || derive(root, 'webhook', keyId),
  };
}
