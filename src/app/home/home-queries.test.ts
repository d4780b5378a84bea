import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#src/lib/http/api-client';
import { BASKETS_API } from '#contract/baskets/paths';
import { HOME_BASKETS_SEARCH, homeQueries } from './home-queries';

function apiAnswering(body: unknown) {
  const get = vi.fn(() => Promise.resolve(body));
  return { api: { get, post: vi.fn(), url: (p: string) => p } as unknown as ApiClient, get };
}

/** The home page keeps only what it shows, so its data in the server's HTML is small (decision 0305). */
describe("the home page's queries", () => {
  it('ask the listing by popularity and keep its first four baskets, in order', async () => {
    const baskets = ['a', 'b', 'c', 'd', 'e', 'f'].map((basket_hash) => ({ basket_hash }));
    const { api, get } = apiAnswering({ baskets });
    const data = await new QueryClient().fetchQuery(homeQueries.baskets(api));
    expect(data.map((b) => b.basket_hash)).toEqual(['a', 'b', 'c', 'd']);
    expect(get).toHaveBeenCalledWith(
      BASKETS_API.baskets.listing,
      expect.objectContaining({ query: HOME_BASKETS_SEARCH }),
    );
  });

  it('keep the four advisers with the most baskets, most first', async () => {
    const curators = [1, 5, 3, 0, 4, 2].map((basketCount) => ({ slug: `s${basketCount}`, basketCount }));
    const { api, get } = apiAnswering({ curators });
    const data = await new QueryClient().fetchQuery(homeQueries.advisers(api));
    expect(data.map((c) => c.basketCount)).toEqual([5, 4, 3, 2]);
    expect(get).toHaveBeenCalledWith(BASKETS_API.baskets.curators, expect.anything());
  });
});
