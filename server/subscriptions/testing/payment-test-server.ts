import { afterAll, beforeAll } from 'vitest';
import { brands } from '../../../brands/registry';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { SignedTestProvider, testPlan } from './payment-test-fixtures';

export const starfolio = brands.find((b) => b.id === 'starfolio')!;

type TestPlan = Awaited<ReturnType<typeof testPlan>>;

/** What a payment test file works with; t, api and plans are set before its first test. */
export interface PaymentTestServer {
  provider: SignedTestProvider;
  t: TestServer;
  /** Calls as starfolio's site makes them. */
  api: ReturnType<typeof blogCaller>;
  /** The first of `plans`. */
  plan: TestPlan;
  plans: TestPlan[];
}

/**
 * One test server for the file, on the signing test provider, with `plans` test plans (one unless
 * asked) of the seed's adviser; closed after the file's last test. Call it at the top of the file.
 */
export function paymentTestServer({ plans = 1 }: { plans?: number } = {}): PaymentTestServer {
  const s = { provider: new SignedTestProvider(), plans: [] as TestPlan[] } as PaymentTestServer;
  beforeAll(async () => {
    s.t = await createTestServer({ payments: s.provider });
    s.api = blogCaller(s.t, starfolio);
    for (let i = 0; i < plans; i++) s.plans.push(await testPlan(s.t.db));
    s.plan = s.plans[0]!;
  });
  afterAll(() => s.t.db.close());
  return s;
}

/** A fresh idempotency key, as the app sends with each payment request. */
export const testClientKey = () => `key-${Math.random().toString(36).slice(2, 12)}`;

/** The provider's order id for a transaction, as the checkout recorded it. */
export async function providerOrderOf(t: TestServer, transaction: string) {
  const { rows } = await t.db.query<{ provider_order_id: string }>(
    'SELECT provider_order_id FROM payment_transactions WHERE id = $1',
    [transaction],
  );
  return rows[0]!.provider_order_id;
}
