import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';

import { insertAdviser, insertBasket } from '../baskets/testing/basket-test-fixtures';
import { loadStudioBasket } from './studio-basket';

const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } });

describe('loadStudioBasket', () => {
  it("loads the adviser's own basket in any status, with the latest version's stocks named from market data", async () => {
    const adviser = await insertAdviser(file.t.db);
    const basket = await insertBasket(file.t.db, adviser.id, {
      status: 'draft',
      versions: [
        { date: '2024-01-01', weights: [['INFY', 100]] },
        {
          date: '2024-02-01',
          weights: [
            ['TCS', 60],
            ['HDFCBANK', 40],
          ],
        },
      ],
    });
    await file.t.db.query(
      `INSERT INTO basket_faqs (basket_id, position, question, answer) VALUES ($1, 1, 'Q?', 'A.')`,
      [basket.id],
    );
    const loaded = await loadStudioBasket(file.t.db, file.t.market, adviser.id, basket.hash);
    expect(loaded).toMatchObject({ basket_hash: basket.hash, status: 'draft', version: 2, investors: 0 });
    expect(loaded!.constituents.map((c) => [c.symbol, c.weight])).toEqual([
      ['TCS', 60],
      ['HDFCBANK', 40],
    ]);
    expect(loaded!.constituents[0]!.name).toBe(file.t.market.instrument('TCS')!.name);
    expect(loaded!.constituents[0]!.sector).not.toBe('');
    expect(loaded!.faqs).toEqual([{ id: expect.any(Number), question: 'Q?', answer: 'A.' }]);
    expect(loaded).toMatchObject({ image_url: null, factsheet: null, rules: null, proposal: null, tag_slugs: [] });
  });

  it("reads another adviser's basket, or no basket, as none", async () => {
    const mine = await insertAdviser(file.t.db);
    const theirs = await insertBasket(file.t.db, (await insertAdviser(file.t.db)).id);
    expect(await loadStudioBasket(file.t.db, file.t.market, mine.id, theirs.hash)).toBeNull();
    expect(await loadStudioBasket(file.t.db, file.t.market, mine.id, 'no-such-basket')).toBeNull();
  });
});
