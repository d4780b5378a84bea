import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { API } from '#contract/http/api-paths';
import { basketPageQueries } from './basket-page-queries';
import { watchlistMutationOptions, watchlistOnce } from './watchlist-mutation';

const HASH = 'quality-compounders';

function setup(post: ApiClient['post']) {
  const api = { get: vi.fn(() => new Promise(() => undefined)), post, url: (p: string) => p } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = basketPageQueries.user(api, HASH).queryKey;
  queryClient.setQueryData(key, { watchlisted: false, invested: false, subscribed: false });
  const on = { onNeedsLogin: vi.fn(), onDone: vi.fn(), onFailed: vi.fn() };
  const options = watchlistMutationOptions(api, queryClient, HASH, on);
  const run = async (watchlisted: boolean) => {
    const context = await options.onMutate(watchlisted);
    const during = queryClient.getQueryData(key);
    try {
      const body = await options.mutationFn(watchlisted);
      options.onSuccess(body, watchlisted);
    } catch (error) {
      options.onError(error, watchlisted, context);
    }
    return { during, after: queryClient.getQueryData(key) };
  };
  return { run, on };
}

describe('watchlist toggle', () => {
  it('flips at once, posts the basket to add, and says so', async () => {
    const post = vi.fn(() => Promise.resolve({}));
    const { run, on } = setup(post as unknown as ApiClient['post']);
    const { during, after } = await run(true);
    expect(during).toMatchObject({ watchlisted: true });
    expect(after).toMatchObject({ watchlisted: true });
    expect(post).toHaveBeenCalledWith(API.baskets.watchlistAdd, { basket_hash: HASH });
    expect(on.onDone).toHaveBeenCalledWith(true);
  });

  it('puts the state back when the server refuses', async () => {
    const post = vi.fn(() => Promise.reject(new ApiError('no', 500)));
    const { run, on } = setup(post as unknown as ApiClient['post']);
    const { during, after } = await run(true);
    expect(during).toMatchObject({ watchlisted: true });
    expect(after).toMatchObject({ watchlisted: false });
    expect(on.onFailed).toHaveBeenCalled();
    expect(on.onDone).not.toHaveBeenCalled();
  });

  it('asks for a login when the session is gone, and says nothing when a rule already told the reader', async () => {
    const gone = setup(vi.fn(() => Promise.reject(new ApiError('login', 401))) as unknown as ApiClient['post']);
    await gone.run(true);
    expect(gone.on.onNeedsLogin).toHaveBeenCalled();
    const told = setup(vi.fn(() => Promise.reject(new ApiError('x', 200, 100, true))) as unknown as ApiClient['post']);
    await told.run(false);
    expect(told.on.onFailed).not.toHaveBeenCalled();
  });

  it('watchlistOnce (the button, decision 0305) settles without throwing: a refusal is put back and reported', async () => {
    const refused = vi.fn(() => Promise.reject(new ApiError('no', 500))) as unknown as ApiClient['post'];
    const api = {
      get: vi.fn(() => new Promise(() => undefined)),
      post: refused,
      url: (p: string) => p,
    } as unknown as ApiClient;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = basketPageQueries.user(api, HASH).queryKey;
    queryClient.setQueryData(key, { watchlisted: false, invested: false, subscribed: false });
    const on = { onNeedsLogin: vi.fn(), onDone: vi.fn(), onFailed: vi.fn() };
    await expect(watchlistOnce(api, queryClient, HASH, true, on)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(key)).toMatchObject({ watchlisted: false });
    expect(on.onFailed).toHaveBeenCalledOnce();

    const added = vi.fn(() => Promise.resolve({})) as unknown as ApiClient['post'];
    await watchlistOnce({ ...api, post: added }, queryClient, HASH, true, on);
    expect(added).toHaveBeenCalledWith(API.baskets.watchlistAdd, { basket_hash: HASH });
    expect(on.onDone).toHaveBeenCalledWith(true);
  });
});
