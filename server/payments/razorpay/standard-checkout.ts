import type { BrandConfig } from '../../../brands/schema';
import { brokerDevHost } from '#contract/broker/dev-host';
import { isLoopbackHost } from '#contract/site/site-origin';

/** Razorpay's Standard Checkout script, as its integration steps give it. */
const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** The path of Checkout.js: Razorpay's, and the simulated checkout's on its own host. */
export const CHECKOUT_SCRIPT_PATH = '/v1/checkout.js';

/**
 * The simulated checkout's origin as a page of the brand on `pageOrigin` reaches it: in development
 * (a loopback page) the payment host's `.localhost` twin with the page's scheme and port, as the
 * simulated broker's (contract/broker/dev-host.ts); else https on the payment host.
 */
export function simulatedCheckoutOrigin(brand: Pick<BrandConfig, 'paymentHosts'>, pageOrigin: string): string {
  const host = brand.paymentHosts[0]!.toLowerCase();
  const page = new URL(pageOrigin);
  if (!isLoopbackHost(page.hostname)) return `https://${host}`;
  return `${page.protocol}//${brokerDevHost(host) ?? host}${page.port ? `:${page.port}` : ''}`;
}

/** Where Standard Checkout comes from for a page of the brand: its script, and the origins the page's CSP lets in. */
export interface CheckoutOrigins {
  scriptUrl: string;
  /** script-src: the origin of Checkout.js. */
  script: string;
  /** frame-src and form-action: the origin of the checkout's frame (Razorpay's API host). */
  frame: string;
}

/**
 * Standard Checkout's origins (docs/payment-provider.md, "Standard Checkout"): with RAZORPAY_API_ROOT set,
 * Razorpay's script on checkout.razorpay.com and its frame on the API root's origin (api.razorpay.com);
 * otherwise the simulated checkout's host serves both. Nothing else is added to a page's CSP.
 */
export function checkoutOrigins(
  brand: Pick<BrandConfig, 'paymentHosts'>,
  pageOrigin: string,
  env: NodeJS.ProcessEnv = process.env,
): CheckoutOrigins {
  if (env.RAZORPAY_API_ROOT) {
    const script = new URL(RAZORPAY_CHECKOUT_SCRIPT);
    return { scriptUrl: script.href, script: script.origin, frame: new URL(env.RAZORPAY_API_ROOT).origin };
  }
  const sim = simulatedCheckoutOrigin(brand, pageOrigin);
  return { scriptUrl: `${sim}${CHECKOUT_SCRIPT_PATH}`, script: sim, frame: sim };
}

/** The brand's own page that opens Standard Checkout for a transaction (src/routes/payment/checkout/). */
export const standardCheckoutPage = (pageOrigin: string, transaction: string) =>
  `${new URL(pageOrigin).origin}/payment/checkout/?transaction=${encodeURIComponent(transaction)}`;
