import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { fail, ok, readBody } from './envelope';
import { cacheScope, optionalUser, privateByDefault, reader, splitPages } from './blog-access';
import {
  addComment,
  countView,
  findPost,
  isPublished,
  likePost,
  likeStatus,
  listComments,
  listPosts,
  popularPosts,
  toSummary,
  unlikePost,
} from './blog-queries';
import { Checker, MAX_PAGE } from './blog-validate';

type C = Context<AppEnv>;

const invalid = (c: C, check: Checker) => fail(c, 400, check.message(), check.errors);
const noPost = (c: C, id: number) => fail(c, 404, `There is no published post with id ${id}.`);
const jsonBodyNeeded = (c: C, example: string) =>
  fail(c, 400, `Send a JSON object body, e.g. ${example}.`, { body: 'Expected a JSON object.' });

/** The list: `main` is one page, newest first; `popular` is the same top 5 on every page. */
async function list(c: C, { withTag }: { withTag: boolean }) {
  const check = new Checker();
  const page = check.page(c.req.query('pageNumber'));
  const perPage = check.perPage(c.req.query('perPageCount'));
  if (!check.ok() || page === undefined || perPage === undefined) return invalid(c, check);
  const [{ rows, isNextPage }, popular] = await Promise.all([
    listPosts(c.var.db, page, perPage),
    popularPosts(c.var.db),
  ]);
  cacheScope(c, 'public');
  return ok(c, {
    main: rows.map((r) => toSummary(r, { withTag })),
    popular: popular.map((r) => toSummary(r, { withTag })),
    isNextPage,
    thisPageNumber: page,
  });
}

/** One post with page 1 of its body; a premium post is locked to its teaser for non-subscribers. */
async function details(c: C, { withTag }: { withTag: boolean }) {
  const check = new Checker();
  const id = check.id('postId', c.req.query('postId'));
  if (id === undefined) return invalid(c, check);
  const post = await findPost(c.var.db, id);
  if (!post) return noPost(c, id);
  const who = await reader(c, post);
  if (who.kind === 'expired') return who.response;
  await countView(c.var.db, id);
  const pages = splitPages(post.body);
  const locked = !who.mayRead;
  cacheScope(c, post.is_premium ? 'private' : 'public');
  return ok(c, {
    post: {
      ...toSummary(post, { withTag }),
      bodyHtml: locked ? (post.teaser ?? '') : pages[0]!,
      pageCount: locked ? 1 : pages.length,
      isLocked: locked,
      likeCount: post.like_count,
      commentCount: post.comment_count,
    },
  });
}

export function blogRoutes() {
  const r = new Hono<AppEnv>();
  r.use('/post/*', privateByDefault);
  r.use('/analysis/post/*', privateByDefault);

  r.get('/post/list/', (c) => list(c, { withTag: true }));
  r.get('/analysis/post/list/', (c) => list(c, { withTag: false }));
  r.get('/post/details/', (c) => details(c, { withTag: true }));
  r.get('/analysis/post/details/', (c) => details(c, { withTag: false }));

  /** Page 2 onwards of a long post. A locked premium post answers an empty, locked page (never 403). */
  r.get('/post/nextpage/', async (c) => {
    const check = new Checker();
    const id = check.id('postId', c.req.query('postId'));
    const page = check.int('pageNumber', c.req.query('pageNumber'), { min: 2, max: MAX_PAGE });
    if (!check.ok() || id === undefined || page === undefined) return invalid(c, check);
    const post = await findPost(c.var.db, id);
    if (!post) return noPost(c, id);
    const who = await reader(c, post);
    if (who.kind === 'expired') return who.response;
    if (!who.mayRead) {
      cacheScope(c, 'private');
      return ok(c, { postId: id, pageNumber: page, bodyHtml: '', isNextPage: false, isLocked: true });
    }
    const pages = splitPages(post.body);
    if (page > pages.length) {
      return fail(
        c,
        404,
        `Post ${id} has ${pages.length} page${pages.length === 1 ? '' : 's'}; there is no page ${page}.`,
      );
    }
    cacheScope(c, post.is_premium ? 'private' : 'public');
    const bodyHtml = pages[page - 1]!;
    return ok(c, { postId: id, pageNumber: page, bodyHtml, isNextPage: page < pages.length, isLocked: false });
  });

  r.get('/post/list/like-status/', async (c) => {
    const check = new Checker();
    const ids = check.idList('postIds', c.req.query('postIds'));
    if (!ids) return invalid(c, check);
    const user = await optionalUser(c);
    return ok(c, { likes: await likeStatus(c.var.db, ids, user?.id ?? null) });
  });

  const like = (liked: boolean) => async (c: C) => {
    const user = await requireUser(c);
    if (user instanceof Response) return user;
    const body = await readBody(c);
    if (!body) return jsonBodyNeeded(c, '{"postId": 12}');
    const check = new Checker();
    const id = check.id('postId', body.postId);
    if (id === undefined) return invalid(c, check);
    const likeCount = await (liked ? likePost : unlikePost)(c.var.db, id, user.id);
    if (likeCount === undefined) return noPost(c, id);
    return ok(c, { postId: id, liked, likeCount });
  };
  r.post('/post/like/', like(true));
  r.post('/post/unlike/', like(false));

  r.get('/post/comment/list/:id/', async (c) => {
    const check = new Checker();
    const id = check.id('postId', c.req.param('id'));
    const page = check.page(c.req.query('pageNumber'));
    const perPage = check.perPage(c.req.query('perPageCount'));
    if (!check.ok() || id === undefined || page === undefined || perPage === undefined) return invalid(c, check);
    if (!(await isPublished(c.var.db, id))) return noPost(c, id);
    const result = await listComments(c.var.db, id, page, perPage);
    cacheScope(c, 'public');
    return ok(c, { ...result, thisPageNumber: page });
  });

  r.post('/post/comment/add/:id/', async (c) => {
    const user = await requireUser(c);
    if (user instanceof Response) return user;
    const check = new Checker();
    const id = check.id('postId', c.req.param('id'));
    const body = await readBody(c);
    if (id !== undefined && !body) return jsonBodyNeeded(c, '{"commentText": "Thanks, very clear."}');
    const text = check.comment(body?.commentText);
    if (!check.ok() || id === undefined || text === undefined) return invalid(c, check);
    if (!(await isPublished(c.var.db, id))) return noPost(c, id);
    return ok(c, { comment: await addComment(c.var.db, id, user.id, text) });
  });

  return r;
}
