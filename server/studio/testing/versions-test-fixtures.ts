import type { PushResult, PushSender, PushTarget } from '../../push/push-sender';
import { createSession } from '../../auth/session';
import { insertAdviser, insertBasket, type BasketFixture } from '../../baskets/testing/basket-test-fixtures';
import { testUser } from '../../blog/testing/blog-test-client';
import { insertInvestment } from '../../investments/testing/investment-test-fixtures';
import type { TestServer } from '../../test-support';

/**
 * A push sender that reaches only the users it was told have a subscription, throws for those it was
 * told are failing (a broken subscription, the push service down), and remembers each call.
 */
export class FakePush implements PushSender {
  readonly subscribed = new Set<number>();
  readonly failing = new Set<number>();
  readonly calls: PushTarget[] = [];
  notify(target: PushTarget): Promise<PushResult> {
    this.calls.push(target);
    if (this.failing.has(target.userId)) return Promise.reject(new Error(`push failed for user ${target.userId}`));
    return Promise.resolve({ sent: this.subscribed.has(target.userId) ? 1 : 0, removed: 0, failed: 0 });
  }
}

/** A signed-in adviser (the role granted) owning an adviser row; sessions on Starfolio and Arrowline. */
export async function adviserUser(t: TestServer) {
  const user = await testUser(t);
  await t.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')", [user.id]);
  const adviser = await insertAdviser(t.db, { userId: user.id });
  const { token: arrowlineToken } = await createSession(t.db, t.jwtSecret, {
    userId: user.id,
    brand: 'arrowline',
    ttlSeconds: 3600,
  });
  return { ...user, adviser, arrowlineToken };
}

const TWO_STOCKS: BasketFixture['versions'] = [
  {
    date: '2024-01-01',
    weights: [
      ['INFY', 50],
      ['HDFCBANK', 50],
    ],
  },
];

/** A basket of the adviser's (INFY and HDFCBANK at 50 each, version 1) with one active investment per investor. */
export async function heldBasket(t: TestServer, adviserId: number, investors: number[], fixture: BasketFixture = {}) {
  const basket = await insertBasket(t.db, adviserId, { versions: TWO_STOCKS, ...fixture });
  const investments = [];
  for (const userId of investors)
    investments.push(await insertInvestment(t, userId, { basket: basket.hash, version: 1, holdings: [] }));
  return { ...basket, investments };
}
