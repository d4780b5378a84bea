import { afterAll, beforeAll, expect } from 'vitest';
import { brands } from '../../../brands/registry';
import { createTestServer, type TestServer } from '../../test-support';
import { simBrowser } from '../../broker-sim/testing/sim-test-fixtures';
import type { BrandConfig } from '../../../brands/schema';
import type { CheckoutRequest, PaymentProvider } from '../../payments/payment-provider';
import { merchantCredentials } from '../../payments/merchant-credentials';
import { createRazorpayProvider } from '../../payments/razorpay/razorpay-provider';
import { checkoutPageUrl, razorpayApiRoot } from '../../payments/razorpay/razorpay-providers';
import { checkoutOrigins } from '../../payments/razorpay/standard-checkout';

/** The server the simulated payment site runs on, a merchant's provider for it, and what its tests send and read. */

export const starfolio = brands.find((b) => b.id === 'starfolio')!;
export const CHECKOUT_HOST = 'checkout.paygate-demo.localhost';
export let t: TestServer;
export let provider: PaymentProvider;

let receipts = 0;
export const request = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  transaction: `txn_test${(receipts += 1)}`,
  amountPaise: 118000,
  currency: 'INR',
  description: 'Meera Iyer · 1 year plan',
  merchantName: 'Starfolio',
  returnUrl: 'http://starfolio.localhost:3000/payment/status/',
  webhookUrl: 'http://starfolio.localhost/starfolio/api/payments/webhook/',
  customer: { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' },
  ...over,
});

/** Opens the checkout page as a browser and submits one of its buttons; answers the 303's target. */
export async function choose(redirectUrl: string, outcome: string) {
  const url = new URL(redirectUrl);
  const browse = simBrowser(t, url.hostname);
  const html = await (await browse(url.pathname)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const res = await browse(url.pathname, { method: 'POST', form: { csrf, outcome } });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

/** Standard Checkout's return as the callback's query carries it: signed, or Razorpay's error[…] fields. */
export const returnOf = (back: URL, transaction = 'txn') => {
  const metadata = back.searchParams.get('error[metadata]');
  return {
    transaction,
    payment_id: back.searchParams.get('razorpay_payment_id') ?? (metadata ? JSON.parse(metadata).payment_id : ''),
    order_id: back.searchParams.get('razorpay_order_id'),
    status: 'success' as const,
    signature: back.searchParams.get('razorpay_signature') ?? '',
  };
};

/** A brand's RazorpayProvider against this server's simulated checkout, as server/app.ts makes it. */
export const razorpayFor = (brand: BrandConfig, env: NodeJS.ProcessEnv = {}) =>
  createRazorpayProvider({
    credentials: merchantCredentials(brand, t.devRoots.paygate),
    apiRoot: razorpayApiRoot(brand, env),
    checkoutUrl: checkoutPageUrl(brand),
    checkoutScript: (pageOrigin) => checkoutOrigins(brand, pageOrigin, env).scriptUrl,
    fetch: (request) => t.app.fetch(request),
  });

export interface Seen {
  url: string;
  host: string | null;
  body: string;
  headers: Headers;
}
export const receiver =
  (seen: Seen[], status = 200) =>
  async (req: Request) => {
    seen.push({ url: req.url, host: req.headers.get('host'), body: await req.text(), headers: req.headers });
    return new Response('ok', { status });
  };

/** Starts one server for the file and the starfolio merchant's provider against it. */
export function startPaysimServer() {
  beforeAll(async () => {
    t = await createTestServer();
    provider = razorpayFor(starfolio);
  });
  afterAll(() => t.db.close());
}
