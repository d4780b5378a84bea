import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import { WIDGET_PREVIEW_PATH } from '#contract/web-widget/snippet';
import { createTestServer, type TestServer } from '../../test-support';
import { siteOrigin } from '#contract/site/site-origin';
import { checkoutOrigins } from '../../payments/razorpay/standard-checkout';

/** The server the page tests call, the brands they call it as, and what they read from a page. */

/** The one frame a page may show of its own origin: the partner widget's preview (docs/widget.md). */
export const previewOf = (b: (typeof brands)[number]) => `http://${b.hosts[0]}:3000${WIDGET_PREVIEW_PATH}`;

/** The checkout origins a Standard Checkout brand's pages let in (decision 0270); none for a hosted one. */
export const checkoutOf = (b: (typeof brands)[number]) =>
  b.paymentCheckout === 'standard' ? checkoutOrigins(b, siteOrigin(b, `http://${b.hosts[0]}:3000`)) : undefined;

/** The nonce a page's CSP carries (a new one on every answer). */
export const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

export let t: TestServer;
export const brand = (id: string) => brands.find((b) => b.id === id)!;
export const [starfolio, arrowline, moneyleaf, harborbank] = ['starfolio', 'arrowline', 'moneyleaf', 'harborbank'].map(
  brand,
) as [ReturnType<typeof brand>, ReturnType<typeof brand>, ReturnType<typeof brand>, ReturnType<typeof brand>];

/** A key this server verifies Google ID tokens with: with it, Google sign-in can work. */
export const googleKey = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).publicKey;

export const text = async (res: Response) => ({ res, html: await res.text() });

/** Starts one server for the file, and clears cookies and stubbed env before each test. */
export function startPageServer() {
  beforeAll(async () => {
    t = await createTestServer();
  }, 60_000);
  afterAll(() => t.db.close());
  beforeEach(() => {
    t.cookies.clear();
    vi.unstubAllEnvs();
  });
}
