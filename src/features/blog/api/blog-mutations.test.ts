import { describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import type { LikeBody, LikeState } from '#contract/blog/types';
import { blogQueries } from './blog-queries';
import { likeMutationOptions, likeOnce } from './blog-mutations';

function setup(post: ApiClient['post']) {
  const api: ApiClient = {
    get: vi.fn(() => Promise.reject(new Error('no GET in this test'))),
    post,
    url: (p) => p,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const key = blogQueries.likeStatus(api, [7]).queryKey;
  queryClient.setQueryData(key, { likes: { '7': { liked: false, likeCount: 4 } } });
  const on = { onNeedsLogin: vi.fn(), onFailed: vi.fn() };
  const observer = new MutationObserver(queryClient, likeMutationOptions(api, queryClient, 7, on));
  const likes = () => queryClient.getQueryData(key)?.likes['7'];
  return { observer, on, likes, api };
}

describe('like / unlike', () => {
  it('flips at once, then keeps what the server says', async () => {
    let resolve!: (v: LikeBody) => void;
    const post = vi.fn(() => new Promise<LikeBody>((r) => (resolve = r))) as unknown as ApiClient['post'];
    const { observer, likes } = setup(post);
    const done = observer.mutate({ liked: true, likeCount: 5 } satisfies LikeState);
    await vi.waitFor(() => expect(likes()).toEqual({ liked: true, likeCount: 5 }));
    expect(post).toHaveBeenCalledWith('post/like/', { postId: 7 });
    resolve({ postId: 7, liked: true, likeCount: 9 });
    await done;
    expect(likes()).toEqual({ liked: true, likeCount: 9 });
  });

  it('puts the like back and reports when the server refuses', async () => {
    const post = vi.fn(() => Promise.reject(new ApiError('boom', 500))) as unknown as ApiClient['post'];
    const { observer, on, likes } = setup(post);
    await expect(observer.mutate({ liked: true, likeCount: 5 })).rejects.toThrow('boom');
    expect(likes()).toEqual({ liked: false, likeCount: 4 });
    expect(on.onFailed).toHaveBeenCalledOnce();
    expect(on.onNeedsLogin).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in instead (HTTP 401), and stays quiet when a status rule already spoke', async () => {
    const unauthorised = setup(vi.fn(() => Promise.reject(new ApiError('log in', 401))) as never);
    await expect(unauthorised.observer.mutate({ liked: true, likeCount: 5 })).rejects.toThrow();
    expect(unauthorised.on.onNeedsLogin).toHaveBeenCalledOnce();
    expect(unauthorised.likes()).toEqual({ liked: false, likeCount: 4 });

    const told = setup(vi.fn(() => Promise.reject(new ApiError('Session Timed Out!', 403, 403, true))) as never);
    await expect(told.observer.mutate({ liked: false, likeCount: 3 })).rejects.toThrow();
    expect(told.on.onFailed).not.toHaveBeenCalled();
    expect(told.likes()).toEqual({ liked: false, likeCount: 4 });
  });

  it('unlikes through /post/unlike/', async () => {
    const post = vi.fn(() =>
      Promise.resolve({ postId: 7, liked: false, likeCount: 3 }),
    ) as unknown as ApiClient['post'];
    const { observer, likes } = setup(post);
    await observer.mutate({ liked: false, likeCount: 3 });
    expect(post).toHaveBeenCalledWith('post/unlike/', { postId: 7 });
    expect(likes()).toEqual({ liked: false, likeCount: 3 });
  });

  it('likeOnce (the button, decision 0305) settles without throwing: a refusal is put back and reported', async () => {
    const post = vi.fn(() => Promise.reject(new ApiError('boom', 500))) as unknown as ApiClient['post'];
    const { on, api } = setup(post);
    const queryClient = new QueryClient();
    const key = blogQueries.likeStatus(api, [7]).queryKey;
    queryClient.setQueryData(key, { likes: { '7': { liked: false, likeCount: 4 } } });
    await expect(likeOnce(api, queryClient, 7, { liked: true, likeCount: 5 }, on)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(key)?.likes['7']).toEqual({ liked: false, likeCount: 4 });
    expect(on.onFailed).toHaveBeenCalledOnce();

    const liked = vi.fn(() =>
      Promise.resolve({ postId: 7, liked: true, likeCount: 9 }),
    ) as unknown as ApiClient['post'];
    await likeOnce({ ...api, post: liked }, queryClient, 7, { liked: true, likeCount: 5 }, on);
    expect(queryClient.getQueryData(key)?.likes['7']).toEqual({ liked: true, likeCount: 9 });
  });
});
