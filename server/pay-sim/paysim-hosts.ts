import { brands as allBrands } from '../../brands/registry';
import type { BrandConfig } from '../../brands/schema';
import { brokerDevHost } from '#contract/broker/dev-host';
import { merchantCredentials, type MerchantCredentials } from '../payments/merchant-credentials';

/** The simulated provider's name, on its pages. */
export const PAYSIM_NAME = 'PayGate Demo';

/**
 * The hosts the simulated checkout answers on: every brand's `paymentHosts` and, in development, their
 * `.localhost` twins (checkout.paygate-demo.example → checkout.paygate-demo.localhost), as the
 * simulated broker's (contract/broker/dev-host.ts).
 */
export function paySimHosts(brands: readonly BrandConfig[] = allBrands): string[] {
  const hosts = new Set<string>();
  for (const host of brands.flatMap((b) => b.paymentHosts).map((h) => h.toLowerCase())) {
    hosts.add(host);
    const dev = brokerDevHost(host);
    if (dev) hosts.add(dev);
  }
  return [...hosts];
}

const hosts = paySimHosts();

export const isPaySimHost = (hostHeader: string | undefined) =>
  hosts.includes((hostHeader ?? '').toLowerCase().replace(/:\d{1,5}$/, ''));

/** A merchant of the provider: each brand, with its credentials (server/payments/merchant-credentials.ts). */
export interface PaySimMerchant extends MerchantCredentials {
  brand: BrandConfig;
}

const merchantsByRoot = new Map<string, PaySimMerchant[]>();

/** The merchant with this key id; `root` is the installation's payment root (server/security/installation-secrets.ts). */
export function merchantByKeyId(root: string, keyId: string | undefined) {
  let merchants = merchantsByRoot.get(root);
  if (!merchants) {
    merchants = allBrands.map((brand) => ({ brand, ...merchantCredentials(brand, root) }));
    merchantsByRoot.set(root, merchants);
  }
  return merchants.find((m) => m.keyId === keyId);
}

/** A URL of the merchant's own site (its callback and webhook must be): one of its brand's hosts, any port. */
export function onMerchantSite(merchant: PaySimMerchant, raw: string): boolean {
  const url = new URL(raw);
  return !url.username && !url.password && merchant.brand.hosts.includes(url.hostname.toLowerCase());
}
