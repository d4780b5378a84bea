import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';

import { warmBasketFigures } from './warm-figures';

const file = testServerPerFile();

describe('warmBasketFigures', () => {
  it('computes the figures of every published and closed basket, at every frequency', async () => {
    const { rows } = await file.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM baskets WHERE status IN ('published', 'closed')",
    );
    expect(rows[0]!.n).toBeGreaterThan(30);
    expect(await warmBasketFigures(file.t.db, file.t.market)).toBe(rows[0]!.n);
  });
});
