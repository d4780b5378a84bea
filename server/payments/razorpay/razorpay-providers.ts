import type { BrandConfig } from '../../../brands/schema';
import type { FetchLike } from '../../http/fetch-like';
import { merchantCredentials } from '../merchant-credentials';
import type { PaymentProvider } from '../payment-provider';
import { createRazorpayProvider } from './razorpay-provider';
import { checkoutOrigins, simulatedCheckoutOrigin, standardCheckoutPage } from './standard-checkout';

/**
 * Where a brand's provider sends its API calls (docs/payment-provider.md, "Switching to Razorpay"):
 * RAZORPAY_API_ROOT when set (https://api.razorpay.com in production), else the simulated checkout on
 * the brand's first payment host, reached through the app's own fetch in one process.
 */
export function razorpayApiRoot(brand: Pick<BrandConfig, 'paymentHosts'>, env: NodeJS.ProcessEnv = process.env) {
  return env.RAZORPAY_API_ROOT || `http://${brand.paymentHosts[0]!.toLowerCase()}`;
}

/**
 * Where the payer's browser goes for an order (docs/payment-provider.md, "Two checkouts"): a 'standard'
 * brand's own page that opens Checkout.js; a 'hosted' brand's, the simulated checkout's hosted page.
 */
export function checkoutPageUrl(brand: Pick<BrandConfig, 'paymentHosts' | 'paymentCheckout'>) {
  return (orderId: string, request: { transaction: string; returnUrl: string }) =>
    brand.paymentCheckout === 'standard'
      ? standardCheckoutPage(request.returnUrl, request.transaction)
      : `${simulatedCheckoutOrigin(brand, request.returnUrl)}/pay/${orderId}`;
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
        checkoutScript: (pageOrigin) => checkoutOrigins(brand, pageOrigin, env).scriptUrl,
        fetch: real ? (request) => globalThis.fetch(request) : fetch,
      }),
    ]),
  );
  return (brandId: string) => byBrand.get(brandId)!;
}
