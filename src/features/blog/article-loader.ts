import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { ApiClient } from '../../lib/http/api-client';
import { ApiError } from '../../lib/http/api-error';
import { takeServerAnswer } from '../../lib/http/server-state';
import { blogKeys, blogQueries } from './api/blog-queries';
import { parsePostId } from './blog-search';
import type { PostDetail, PostSummary } from '#contract/blog/types';
import type { SiteMode } from '#contract/site/site-mode';
import { readSiteMode } from './site-mode';
import { sanitizerForNavigation } from '../../lib/html/sanitizer-navigation';

interface LoaderContext {
  queryClient: QueryClient;
  api: ApiClient;
}

const articleRoute = (mode: SiteMode) =>
  mode === 'analysis' ? ('/posts/$postId/$slug/' as const) : ('/blog/article/$postId/$slug/' as const);

/** What the article route's head is built from (src/app/page-head.ts): the post's public facts, never its body. */
export type ArticleHeadFacts = Pick<
  PostSummary,
  | 'postId'
  | 'slug'
  | 'title'
  | 'imageSrcSet'
  | 'imageWidth'
  | 'imageHeight'
  | 'pubDate'
  | 'realAuthorName'
  | 'realAuthorUrl'
  | 'isPremiumPost'
> & {
  /** The summary as plain text. */
  summary: string;
  /** The adviser who published it, named on the share card (contract/baskets/publisher.ts). */
  publisher: PostDetail['publisher'];
};

/**
 * For both article routes: a postId that is not a positive whole number, or that the API does not
 * know (404), is the not-found page; the right post under the wrong slug (or under the other mode's
 * path) is redirected, replacing the history entry, to its one address.
 */
export async function loadArticle(
  { queryClient, api }: LoaderContext,
  params: { postId: string; slug: string },
  routeMode: SiteMode,
): Promise<ArticleHeadFacts> {
  const postId = parsePostId(params.postId);
  if (postId === null) throw notFound();
  const mode = readSiteMode();
  const options = blogQueries.detail(api, postId);
  const cached = queryClient.getQueryData(options.queryKey);
  let answer;
  try {
    // Who may read a premium post depends on the session, which may have changed since it was
    // cached (a login, a restored cache): ask again, unless the answer came with this very page,
    // asked as this reader. Offline, the cached answer will do.
    answer =
      cached?.post.isPremiumPost && !takeServerAnswer(queryClient, options.queryKey)
        ? await queryClient.fetchQuery({ ...options, staleTime: 0, retry: false })
        : await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) throw notFound();
    if (!(cached && error instanceof ApiError && error.isOffline)) throw error;
    answer = cached;
  }
  const { post } = answer;
  if (post.slug !== params.slug || mode !== routeMode) {
    // Permanent on the server (301): the post has one address.
    throw redirect({
      to: articleRoute(mode),
      params: { postId: String(postId), slug: post.slug },
      replace: true,
      statusCode: 301,
    });
  }
  // The route's head names and describes the page after the post (src/app/page-head.ts). Its summary
  // is worked out where the post is loaded: a page the server rendered carries it in its query state,
  // so hydrating needs no sanitizer; elsewhere the sanitizer loads for it (decision 0279).
  const summary = await queryClient.ensureQueryData({
    queryKey: blogKeys.summary(postId, post.shortText),
    queryFn: async () => (await import('../../lib/html/sanitize')).toPlainText(post.shortText),
    staleTime: Infinity,
  });
  return {
    postId,
    slug: post.slug,
    title: post.title,
    summary,
    imageSrcSet: post.imageSrcSet,
    imageWidth: post.imageWidth,
    imageHeight: post.imageHeight,
    pubDate: post.pubDate,
    realAuthorName: post.realAuthorName,
    realAuthorUrl: post.realAuthorUrl,
    publisher: post.publisher,
    isPremiumPost: post.isPremiumPost,
  };
}

/**
 * The article routes' loader: the post (loadArticle) and, for a page the browser renders itself, the
 * sanitizer. Written in each route file (`loader: articleLoader(mode)`), so it loads with the page.
 */
export const articleLoader =
  (mode: SiteMode) =>
  async ({ context, params }: { context: LoaderContext; params: { postId: string; slug: string } }) => {
    const [facts] = await Promise.all([loadArticle(context, params, mode), sanitizerForNavigation()]);
    return facts;
  };
