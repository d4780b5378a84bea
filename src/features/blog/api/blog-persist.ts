import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PostDetailBody } from '#contract/blog/types';
import { blogKeys } from './blog-queries';

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
const isFreePost = (data: PostDetailBody | undefined) => data?.post?.isPremiumPost === false;

/**
 * What of the blog may be written to the device (lib/offline/persist.ts): the list, and the details and
 * later pages of free posts. Never a premium body (a subscriber's copy lives only in the service
 * worker's per-user cache, which logout deletes), never like status or anything else tied to a reader.
 */
export function blogPersistPredicate(queryClient: QueryClient) {
  return (query: Query): boolean => {
    if (query.state.status !== 'success') return false;
    const key = query.queryKey;
    if (startsWith(key, blogKeys.lists())) return true;
    if (!startsWith(key, blogKeys.details())) return false;
    const postId = key[blogKeys.details().length];
    if (typeof postId !== 'number') return false;
    // The details themselves, or a later page: kept only when its post is known to be free.
    const details =
      key.length === blogKeys.post(postId).length
        ? (query.state.data as PostDetailBody | undefined)
        : queryClient.getQueryData<PostDetailBody>(blogKeys.post(postId));
    return isFreePost(details);
  };
}
