import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import type { BasketDetailsBody, PerformanceChartBody } from '#contract/baskets/details';
import type { BasketListingBody } from '#contract/baskets/types';

import { blogCaller } from '../../blog/testing/blog-test-client';
import { starfolio } from '../testing/basket-seed-fixtures';

/**
 * Under a market clock of 2 June 2025, several seeded baskets are one to three years old (the finance
 * review's second clock): their card shows the since-launch CAGR labelled as such, the 'cagr' sort orders
 * by the figure shown, and their 3yr and 5yr charts say they start at the launch.
 */
const file = testServerPerFile({ marketNow: new Date('2025-06-02T10:30:00+05:30') });
let api: ReturnType<typeof blogCaller>;
beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
});

describe('a basket younger than three years', () => {
  it('has its card CAGR named by its period, the same on its page, and sorted by what is shown', async () => {
    const listing = await api.get<BasketListingBody>('basket/listing/?basket-type=all&order-by=&order-by-field=cagr');
    const cards = listing.body.baskets;
    const periods = new Set(cards.map((c) => c.cagrPeriod));
    expect(periods).toContain('3yr');
    expect(periods).toContain('sinceLaunch');
    const shown = cards.map((c) => c.cagr ?? Number.NEGATIVE_INFINITY);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));

    const younger = cards.filter((c) => c.cagrPeriod === 'sinceLaunch' && !c.isPremium);
    expect(younger.length).toBeGreaterThan(0);
    for (const card of younger) {
      const { basket } = (await api.get<BasketDetailsBody>(`basket/details/${card.basket_hash}/`)).body;
      expect(basket.performance.returns['3yr'].basket).toBeNull();
      expect(card.cagr).toBe(basket.performance.returns.sinceLaunch.basket);
      expect({ cagr: basket.cagr, cagrPeriod: basket.cagrPeriod }).toEqual({
        cagr: card.cagr,
        cagrPeriod: 'sinceLaunch',
      });
    }
    for (const card of cards.filter((c) => c.cagrPeriod === '3yr' && !c.isPremium)) {
      const { basket } = (await api.get<BasketDetailsBody>(`basket/details/${card.basket_hash}/`)).body;
      expect(card.cagr).toBe(basket.performance.returns['3yr'].basket);
    }
  });

  it('has its 3yr and 5yr charts say they start at the launch', async () => {
    const listing = await api.get<BasketListingBody>('basket/listing/?basket-type=all');
    const younger = listing.body.baskets.find((c) => c.cagrPeriod === 'sinceLaunch' && !c.isPremium)!;
    const chart = (period: string) =>
      api.get<PerformanceChartBody>(`basket/performance-chart/${younger.basket_hash}/?period=${period}`);
    const [one, three, five] = await Promise.all([chart('1yr'), chart('3yr'), chart('5yr')]);
    expect(one.body.sinceLaunch).toBe(false);
    expect(three.body.sinceLaunch).toBe(true);
    expect(five.body.sinceLaunch).toBe(true);
    expect(five.body.points[0]).toEqual(three.body.points[0]);
  });
});
