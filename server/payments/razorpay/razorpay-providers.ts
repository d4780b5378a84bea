import type { BrandConfig } from '../../../brands/schema';
import { brokerDevHost } from '#contract/broker/dev-host';
import { isLoopbackHost } from '#contract/site/site-origin';
import type { FetchLike } from '../../http/fetch-like';
import { merchantCredentials } from '../merchant-credentials';
import type { PaymentProvider } from '../payment-provider';
import { createRazorpayProvider } from './razorpay-provider';

/**
 * Where a brand's provider sends its API calls (docs/payment-provider.md, "Switching to Razorpay"):
 * RAZORPAY_API_ROOT when set (https://api.razorpay.com in production), else the simulated checkout on
 * the brand's first payment host, reached through the app's own fetch in one process.
 */
export function razorpayApiRoot(brand: Pick<BrandConfig, 'paymentHosts'>, env: NodeJS.ProcessEnv = process.env) {
  return env.RAZORPAY_API_ROOT || `http://${brand.paymentHosts[0]!.toLowerCase()}`;
}

/**
 * The hosted checkout page of an order on the brand's payment host; in development the `.localhost`
 * twin with the app's own scheme and port, as the simulated broker's (contract/broker/dev-host.ts).
 */
export function checkoutPageUrl(brand: Pick<BrandConfig, 'paymentHosts'>) {
  const host = brand.paymentHosts[0]!.toLowerCase();
  const devHost = brokerDevHost(host) ?? host;
  return (orderId: string, returnUrl: string) => {
    const back = new URL(returnUrl);
    const origin = isLoopbackHost(back.hostname)
      ? `${back.protocol}//${devHost}${back.port ? `:${back.port}` : ''}`
      : `https://${host}`;
    return `${origin}/pay/${orderId}`;
  };
}

/**
 * Every brand's RazorpayProvider, made once, each with its own merchant credentials: against the
 * simulated checkout through `fetch` by default, against Razorpay with RAZORPAY_API_ROOT and the
 * global fetch.
 */
export function createPaymentProviders({
  fetch,
  brands,
  paygateRoot,
  env = process.env,
}: {
  fetch: FetchLike;
  brands: readonly BrandConfig[];
  /** The installation's root of development merchant secrets (server/security/installation-secrets.ts). */
  paygateRoot: string;
  env?: NodeJS.ProcessEnv;
}): (brandId: string) => PaymentProvider {
  const real = Boolean(env.RAZORPAY_API_ROOT);
  const byBrand = new Map(
    brands.map((brand) => [
      brand.id,
      createRazorpayProvider({
        credentials: merchantCredentials(brand, paygateRoot, env),
        apiRoot: razorpayApiRoot(brand, env),
        checkoutUrl: checkoutPageUrl(brand),
        fetch: real ? (request) => globalThis.fetch(request) : fetch,
      }),
    ]),
  );
  return (brandId: string) => byBrand.get(brandId)!;
}
