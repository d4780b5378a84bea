import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { mutateOnce } from '#src/lib/http/mutate-once';
import { BLOG_API } from '#contract/blog/paths';
import type { AddCommentBody, LikeBody, LikeState, LikeStatusBody } from '#contract/blog/types';
import { blogKeys, blogQueries } from './blog-queries';

/** The caller has no session: the feature asks them to log in instead of showing an error. */
export const needsLogin = (error: unknown) => error instanceof ApiError && error.httpStatus === 401;

/** A status rule already told the user (e.g. 'Session Timed Out!'); say nothing more. */
export const alreadyTold = (error: unknown) => error instanceof ApiError && error.handled;

export interface LikeCallbacks {
  onNeedsLogin: () => void;
  /** The server refused and the like was put back. */
  onFailed: () => void;
}

/**
 * Like or unlike a post. Optimistic: the like-status cache flips at once and is put back if the
 * server refuses, then refreshed from the server either way. Plain options, so tests need no React.
 */
export function likeMutationOptions(api: ApiClient, queryClient: QueryClient, postId: number, on: LikeCallbacks) {
  const status = blogQueries.likeStatus(api, [postId]);
  const withLike = (old: LikeStatusBody | undefined, like: LikeState): LikeStatusBody => ({
    likes: { ...old?.likes, [postId]: like },
  });
  return {
    mutationFn: (next: LikeState) => api.post<LikeBody>(next.liked ? BLOG_API.like : BLOG_API.unlike, { postId }),
    onMutate: async (next: LikeState) => {
      await queryClient.cancelQueries({ queryKey: status.queryKey });
      const previous = queryClient.getQueryData(status.queryKey);
      queryClient.setQueryData(status.queryKey, (old) => withLike(old, next));
      return { previous };
    },
    onError: (error: unknown, _next: LikeState, context: { previous?: LikeStatusBody } | undefined) => {
      if (context?.previous) queryClient.setQueryData(status.queryKey, context.previous);
      else queryClient.removeQueries({ queryKey: status.queryKey, exact: true });
      if (needsLogin(error)) on.onNeedsLogin();
      else if (!alreadyTold(error)) on.onFailed();
    },
    onSuccess: (body: LikeBody) => {
      queryClient.setQueryData(status.queryKey, (old) =>
        withLike(old, { liked: body.liked, likeCount: body.likeCount }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.likeStatuses() }),
  };
}

/**
 * Runs one like or unlike (likeMutationOptions) on the app's query client; resolves when it has
 * settled, whatever the server said (the options put the like back and tell the reader). The like
 * button loads this module on its first click, so an article's first load carries no mutation code
 * (decision 0305).
 */
export async function likeOnce(
  api: ApiClient,
  queryClient: QueryClient,
  postId: number,
  next: LikeState,
  on: LikeCallbacks,
): Promise<void> {
  await mutateOnce(queryClient, likeMutationOptions(api, queryClient, postId, on), next);
}

/** Adds a comment; the post's comment pages are refreshed so it shows at the top. */
export function useAddCommentMutation(postId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentText: string) => api.post<AddCommentBody>(BLOG_API.addComment(postId), { commentText }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.comments(postId) }),
  });
}
