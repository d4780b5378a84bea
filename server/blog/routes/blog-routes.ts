import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import {
  addCommentBody,
  commentListQuery,
  commentParams,
  likeBody,
  likeStatusQuery,
  nextPageQuery,
  postDetailsQuery,
  postListQuery,
} from '../blog-requests';
import type { AppEnv } from '../../app-env';
import { optionalUser, requireUser, type UserEnv } from '../../auth/guards';
import { fail, ok } from '../../http/envelope';
import { cacheScope, onEachRead } from '../../cache/cache-marks';
import { privateByDefault, reader, splitPages } from '../blog-access';
import { postChanged, showsPost, showsPostLists } from '../blog-cache';
import {
  addComment,
  findPost,
  isPublished,
  likePost,
  likeStatus,
  listComments,
  listPosts,
  popularPosts,
  toSummary,
  unlikePost,
} from '../blog-store';
import { publisherOf } from '#contract/baskets/publisher';
import { publisherHtml } from '../publisher-html';
import { countView } from '../post-views';
import { jsonBodyNeeded, validate } from '../../http/validate';

const noPost = (c: Context, id: number) => fail(c, 404, `There is no published post with id ${id}.`);
/** The list and details calls, for the standard build (with tags) or the analysis site (without). */
function postRoutes({ withTag }: { withTag: boolean }) {
  const r = new Hono<AppEnv>();

  /** `main` is one page, newest first; `popular` is the same top 5 on every page. */
  r.get('/list/', validate('query', postListQuery), async (c) => {
    const { pageNumber, perPageCount } = c.req.valid('query');
    const [{ rows, isNextPage }, popular] = await Promise.all([
      listPosts(c.var.db, pageNumber, perPageCount),
      popularPosts(c.var.db),
    ]);
    cacheScope(c, 'public');
    showsPostLists(c);
    return ok(c, {
      main: rows.map((row) => toSummary(row, { withTag })),
      popular: popular.map((row) => toSummary(row, { withTag })),
      isNextPage,
      thisPageNumber: pageNumber,
    });
  });

  /** One post with page 1 of its body; a premium post is locked to its teaser for non-subscribers. */
  r.get('/details/', validate('query', postDetailsQuery), async (c) => {
    const { postId } = c.req.valid('query');
    const post = await findPost(c.var.db, postId);
    if (!post) return noPost(c, postId);
    const who = await reader(c, post);
    await countView(c, postId);
    const pages = splitPages(post.body);
    const locked = !who.mayRead;
    cacheScope(c, post.is_premium ? 'private' : 'public');
    showsPost(c, postId);
    // A copy served from memory still counts its reader's view.
    onEachRead(c, (read) => countView(read, postId));
    const publisher = post.adviser_name
      ? publisherOf(post.adviser_name, post.adviser_type!, post.sebi_registration!)
      : null;
    return ok(c, {
      post: {
        ...toSummary(post, { withTag }),
        // The post's text starts with who publishes it (SEBI, 26 February 2026): in the app, the widget
        // and a copy saved for offline alike, with no code of its own in any of them.
        bodyHtml: publisherHtml(publisher) + (locked ? (post.teaser ?? '') : pages[0]!),
        pageCount: locked ? 1 : pages.length,
        isLocked: locked,
        likeCount: post.like_count,
        commentCount: post.comment_count,
        adviserSlug: post.adviser_slug,
        publisher,
      },
    });
  });
  return r;
}

export function blogRoutes() {
  const r = new Hono<AppEnv>();
  r.use('/post/*', privateByDefault);
  r.use('/analysis/post/*', privateByDefault);
  r.route('/post', postRoutes({ withTag: true }));
  r.route('/analysis/post', postRoutes({ withTag: false }));

  /** Page 2 onwards of a long post. A locked premium post answers an empty, locked page (never 403). */
  r.get(at(API.blog.nextPage), validate('query', nextPageQuery), async (c) => {
    const { postId: id, pageNumber: page } = c.req.valid('query');
    const post = await findPost(c.var.db, id);
    if (!post) return noPost(c, id);
    const who = await reader(c, post);
    if (!who.mayRead) {
      cacheScope(c, 'private');
      return ok(c, { postId: id, pageNumber: page, bodyHtml: '', isNextPage: false, isLocked: true });
    }
    const pages = splitPages(post.body);
    if (page > pages.length) {
      const count = `${pages.length} page${pages.length === 1 ? '' : 's'}`;
      return fail(c, 404, `Post ${id} has ${count}; there is no page ${page}.`);
    }
    cacheScope(c, post.is_premium ? 'private' : 'public');
    showsPost(c, id);
    return ok(c, {
      postId: id,
      pageNumber: page,
      bodyHtml: pages[page - 1]!,
      isNextPage: page < pages.length,
      isLocked: false,
    });
  });

  r.get(at(API.blog.likeStatus), validate('query', likeStatusQuery), optionalUser, async (c) => {
    const { postIds } = c.req.valid('query');
    return ok(c, { likes: await likeStatus(c.var.db, postIds, c.var.user?.id ?? null) });
  });

  const likeRoute = (liked: boolean) =>
    [
      requireUser,
      validate('json', likeBody, { badBody: jsonBodyNeeded('{"postId": 12}') }),
      async (c: Context<UserEnv, string, { out: { json: { postId: number } } }>) => {
        const { postId } = c.req.valid('json');
        const likeCount = await (liked ? likePost : unlikePost)(c.var.db, postId, c.var.user.id);
        if (likeCount === undefined) return noPost(c, postId);
        postChanged(c, postId);
        return ok(c, { postId, liked, likeCount });
      },
    ] as const;
  r.post(at(API.blog.like), ...likeRoute(true));
  r.post(at(API.blog.unlike), ...likeRoute(false));

  r.get(
    at(API.blog.comments(':postId')),
    validate('param', commentParams),
    validate('query', commentListQuery),
    async (c) => {
      const { postId: id } = c.req.valid('param');
      const { pageNumber, perPageCount } = c.req.valid('query');
      if (!(await isPublished(c.var.db, id))) return noPost(c, id);
      const result = await listComments(c.var.db, id, pageNumber, perPageCount);
      cacheScope(c, 'public');
      showsPost(c, id);
      return ok(c, { ...result, thisPageNumber: pageNumber });
    },
  );

  r.post(
    at(API.blog.addComment(':postId')),
    requireUser,
    validate('param', commentParams),
    validate('json', addCommentBody, { badBody: jsonBodyNeeded('{"commentText": "Thanks, very clear."}') }),
    async (c) => {
      const { postId: id } = c.req.valid('param');
      const { commentText } = c.req.valid('json');
      if (!(await isPublished(c.var.db, id))) return noPost(c, id);
      const comment = await addComment(c.var.db, id, c.var.user.id, commentText);
      postChanged(c, id);
      return ok(c, { comment });
    },
  );

  return r;
}
