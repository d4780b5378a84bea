import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support';
import { warmBasketFigures } from './warm-figures';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.db.close());

describe('warmBasketFigures', () => {
  it('computes the figures of every published and closed basket, at every frequency', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM baskets WHERE status IN ('published', 'closed')",
    );
    expect(rows[0]!.n).toBeGreaterThan(30);
    expect(await warmBasketFigures(t.db, t.market)).toBe(rows[0]!.n);
  });
});
