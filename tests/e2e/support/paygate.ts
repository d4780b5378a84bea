import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { BrandConfig } from '../../../brands/schema';

/** The simulated checkout's development host (docs/payment-provider.md). */
export const PAYGATE_HOST = 'checkout.paygate-demo.localhost';

/** One JSON request from Node to the checkout host: 127.0.0.1 with the host in the Host header. */
function paygateRequest(port: string, method: string, path: string, body: unknown, auth?: string) {
  const data = body === undefined ? '' : JSON.stringify(body);
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const headers: Record<string, string | number> = {
      Host: `${PAYGATE_HOST}:${port}`,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(data),
    };
    if (auth) headers.Authorization = auth;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * An order at the checkout as the brand's RazorpayProvider makes one (Razorpay's Orders API: the
 * merchant's key, paise, our transaction as the receipt, the checkout's options in its notes); answers
 * its id and the page's address.
 */
export async function createPayGateOrder(
  baseURL: string,
  brand: BrandConfig,
  { receipt, amount = 118000, returnPath = '/blog/' }: { receipt: string; amount?: number; returnPath?: string },
) {
  const { port, origin } = new URL(baseURL);
  const { keyId, keySecret } = await merchantOf(port, brand);
  const res = await paygateRequest(
    port,
    'POST',
    '/v1/orders',
    {
      amount,
      currency: 'INR',
      receipt,
      notes: {
        transaction: receipt,
        description: 'Meera Iyer · 1 year plan',
        merchant_name: brand.displayName,
        callback_url: `${origin}${returnPath}`,
        webhook_url: `http://${brand.hosts[0]}/${brand.segment}/api/payments/webhook/`,
        customer_name: 'Asha Rao',
      },
    },
    `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
  );
  if (res.status !== 200) throw new Error(`order not created: ${res.status} ${JSON.stringify(res.json)}`);
  const id = (res.json as { id: string }).id;
  return { orderId: id, url: `http://${PAYGATE_HOST}:${port}/pay/${id}` };
}

/**
 * The brand's merchant credentials, which the server generated for this installation (no constant of
 * the source signs anything): asked of the checkout's ENABLE_TEST_HOOKS route.
 */
async function merchantOf(port: string, brand: BrandConfig) {
  const res = await paygateRequest(port, 'GET', `/__test__/merchant/${brand.id}/`, undefined);
  if (res.status !== 200) throw new Error(`merchant credentials not served: ${res.status}`);
  const { key_id, key_secret } = res.json as { key_id: string; key_secret: string };
  return { keyId: key_id, keySecret: key_secret };
}

/** Razorpay's payment signature as the merchant checks it: hex HMAC-SHA256(`order_id|payment_id`, key secret). */
export async function expectedReturnSignature(baseURL: string, brand: BrandConfig, orderId: string, paymentId: string) {
  const { keySecret } = await merchantOf(new URL(baseURL).port, brand);
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** The ENABLE_TEST_HOOKS route: every pending payment settles now, its webhook sent. */
export async function settlePendingPayments(baseURL: string) {
  const res = await paygateRequest(new URL(baseURL).port, 'POST', '/__test__/settle-pending/', undefined);
  return res.json as { settled: number; delivered: number };
}
