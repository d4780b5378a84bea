import { afterAll, beforeAll } from 'vitest';
import { brands } from '../../../brands/registry';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { insertAdviser, insertBasket } from '../../baskets/testing/basket-test-fixtures';
import { insertPlan, setAdviserState } from '../../billing/testing/billing-test-fixtures';

/** The server the plan route tests call: an adviser in KA with a premium and an open basket, and four plans. */

export const brand = brands[0]!;
export let t: TestServer;
export let api: ReturnType<typeof blogCaller>;
export let adviser: Awaited<ReturnType<typeof insertAdviser>>;
export let premium: Awaited<ReturnType<typeof insertBasket>>;
export let open: Awaited<ReturnType<typeof insertBasket>>;
export const plans: Record<'month' | 'year' | 'other' | 'withdrawn', number> = {
  month: 0,
  year: 0,
  other: 0,
  withdrawn: 0,
};

/** Starts one server for the file (nothing cached) and inserts the adviser, baskets and plans. */
export function startPlansServer() {
  beforeAll(async () => {
    t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
    api = blogCaller(t, brand);
    adviser = await insertAdviser(t.db);
    await setAdviserState(t.db, adviser.id, 'KA');
    premium = await insertBasket(t.db, adviser.id, { isPremium: true });
    open = await insertBasket(t.db, adviser.id);
    plans.year = await insertPlan(t.db, adviser.id, { amount: 8999, basketIds: [premium.id] });
    plans.month = await insertPlan(t.db, adviser.id, { interval: 'month', count: 1, amount: 999 });
    plans.withdrawn = await insertPlan(t.db, adviser.id, { active: false, basketIds: [premium.id] });
    plans.other = await insertPlan(t.db, (await insertAdviser(t.db)).id, { amount: 4999 });
  });
  afterAll(() => t.db.close());
}
