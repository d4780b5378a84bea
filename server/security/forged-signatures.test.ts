import { readdirSync, readFileSync, statSync } from 'node:fs';
import { testServerPerFile } from '../test-server-per-file';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody, TransactionBody } from '#contract/subscriptions/payments';

import { blogCaller } from '../blog/testing/blog-test-client';
import { simBrowser } from '../broker-sim/testing/sim-test-fixtures';
import { testBuyer, testPlan } from '../subscriptions/testing/payment-test-fixtures';
import { merchantCredentials } from '../payments/merchant-credentials';
import {
  paymentEventBody,
  paymentSignature,
  statusReturn,
  webhookHeaders,
} from '../payments/razorpay/testing/razorpay-test-support';
import { appCredentials } from '../broker/app-credentials';
import {
  insertLink,
  insertOpenTrade,
  kiteSigned,
  postback,
  signedIn,
  simOrder,
  userIdOf,
} from '../trading/testing/trading-test-fixtures';
import { loadJwtSecret } from './installation-secrets';

/**
 * No constant of the repository signs anything the server believes (docs/security.md, "Who signs
 * what"). An HMAC signature verifies exactly when it was made with the verifier's secret, so the
 * exhaustive part compares secrets: every string literal of the repository, used as a secret itself
 * or as the root development secrets are derived from, against the secrets a started server holds.
 * The rest forges each kind of signature through the real routes and checks nothing changed.
 */

const root = resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['server', 'contract', 'brands', 'scripts', 'src', 'sw', 'tests', 'docs'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|json|md|sql|html|example)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILE.test(name)) yield path;
  }
}

/** Every quoted string of the source (and every word-like token of 8+ characters, for docs and SQL). */
function repositoryConstants(): Set<string> {
  const found = new Set<string>();
  const files = [...SOURCE_DIRS.flatMap((d) => [...sourceFiles(join(root, d))]), join(root, '.env.example')];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) if (m[2]!.length) found.add(m[2]!);
    for (const m of text.matchAll(/[A-Za-z0-9_\-.:]{8,}/g)) found.add(m[0]);
  }
  return found;
}

const starfolio = brands.find((b) => b.id === 'starfolio')!;
/** The development constants the sources held until secrets became each installation's own. */
const FORMER_DEFAULTS = { paygate: 'starfolio-dev-paygate-secret', broker: 'starfolio-dev-broker-app-secret' };

const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } });

describe('secrets a started server holds', () => {
  it('are none of the repository constants, nor derived from any of them', async () => {
    const live = new Set<string>([await loadJwtSecret(file.t.db, {}), file.t.devRoots.paygate, file.t.devRoots.broker]);
    for (const brand of brands) {
      const m = merchantCredentials(brand, file.t.devRoots.paygate);
      live.add(m.keySecret).add(m.webhookSecret);
      for (const broker of brand.brokers) live.add(appCredentials(brand, broker, file.t.devRoots.broker).apiSecret);
    }
    const constants = repositoryConstants();
    // A source that is read at all: these stand in it.
    expect(constants.has(FORMER_DEFAULTS.paygate)).toBe(true);
    expect(constants.size).toBeGreaterThan(10_000);
    const derivedFrom = (c: string) => [
      ...brands.flatMap((brand) => {
        const m = merchantCredentials(brand, c, {});
        return [m.keySecret, m.webhookSecret, ...brand.brokers.map((b) => appCredentials(brand, b, c, {}).apiSecret)];
      }),
    ];
    const hits = [...constants].filter((c) => live.has(c) || derivedFrom(c).some((s) => live.has(s)));
    expect(hits).toEqual([]);
  });
});

describe('forged signatures through the real routes', () => {
  const api = () => blogCaller(file.t, starfolio);
  const formerMerchant = merchantCredentials(starfolio, FORMER_DEFAULTS.paygate, {});
  const transactionRow = async (id: string) =>
    (
      await file.t.db.query<{ status: string; provider_order_id: string }>(
        'SELECT status, provider_order_id FROM payment_transactions WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  async function newTransaction() {
    const plan = await testPlan(file.t.db);
    const buyer = await testBuyer(file.t, starfolio, plan.adviser_id);
    const res = await api().post<CheckoutRedirectBody>(
      API.payments.createTransaction,
      { plan: plan.id, client_key: `forge-${Math.random().toString(36).slice(2, 12)}` },
      buyer.token,
    );
    expect(res.status).toBe(200);
    const { transaction } = res.body;
    return { buyer, transaction, orderId: (await transactionRow(transaction)).provider_order_id };
  }

  it("refuses a return signed with a source constant; the checkout's own return settles", async () => {
    const { buyer, transaction, orderId } = await newTransaction();
    const paymentId = 'pay_FORGEDforged01';
    for (const keySecret of [formerMerchant.keySecret, FORMER_DEFAULTS.paygate]) {
      const forged = {
        transaction,
        payment_id: paymentId,
        status: 'success',
        signature: paymentSignature(orderId, paymentId, keySecret),
      };
      const res = await api().post(API.payments.complete, forged, buyer.token);
      expect(res.status).toBe(400);
    }
    expect((await transactionRow(transaction)).status).toBe('created');
    const subscriptions = await file.t.db.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [buyer.id]);
    expect(subscriptions.rows).toHaveLength(0);

    // The control: the simulated checkout's return, signed with this installation's key secret.
    const browse = simBrowser(file.t, 'checkout.paygate-demo.localhost');
    const page = await (await browse(`/pay/${orderId}`)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const paid = await browse(`/pay/${orderId}`, { method: 'POST', form: { csrf, outcome: 'success' } });
    const { ret } = await statusReturn(file.t, paid.headers.get('location')!);
    const settled = await api().post<TransactionBody>(API.payments.complete, ret, buyer.token);
    expect(settled.status).toBe(200);
    expect(settled.body.status).toBe('success');
  });

  it('refuses a webhook signed with a source constant, and the transaction stays as it was', async () => {
    const { transaction, orderId } = await newTransaction();
    const body = paymentEventBody({ paymentId: 'pay_FORGEDforged02', orderId, transaction });
    for (const secret of [formerMerchant.webhookSecret, FORMER_DEFAULTS.paygate]) {
      const res = await file.t.request(starfolio, `/${starfolio.segment}/api/${API.payments.webhook}`, {
        method: 'POST',
        body,
        headers: webhookHeaders(body, secret, 'evt_FORGEDforged01'),
      });
      expect(res.status).toBe(401);
    }
    expect((await transactionRow(transaction)).status).toBe('created');
  });

  it('refuses a postback signed with a source constant, and the line stays as it was', async () => {
    await signedIn(file.t);
    const userId = await userIdOf(file.t.db);
    const linkId = await insertLink(file.t.db, userId);
    const trade = await insertOpenTrade(file.t.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [['TCS', 8]],
    });
    const line = trade.lines[0]!;
    const body = JSON.stringify(simOrder(line, { status: 'COMPLETE', filled: 8, price: 4000 }));
    const formerSecret = appCredentials(starfolio, { id: 'sec' }, FORMER_DEFAULTS.broker, {}).apiSecret;
    for (const secret of [formerSecret, FORMER_DEFAULTS.broker]) {
      const forged = JSON.parse(kiteSigned(body, secret)) as { checksum: string };
      expect((await postback(file.t, body, { signature: forged.checksum })).status).toBe(401);
    }
    const row = async () =>
      (
        await file.t.db.query<{ status: string; filled_quantity: number }>(
          'SELECT status, filled_quantity FROM trade_orders WHERE id = $1',
          [line.id],
        )
      ).rows[0]!;
    expect(await row()).toMatchObject({ status: 'OPEN', filled_quantity: 0 });
    // The control: the same update signed with this installation's app secret is applied.
    expect((await postback(file.t, body)).status).toBe(200);
    expect(await row()).toMatchObject({ status: 'COMPLETE', filled_quantity: 8 });
  });
});
