import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import {
  authorCreateRequest,
  cmsPostQuery,
  cmsPostSaveRequest,
  cmsPostsQuery,
  type CmsAuthorsBody,
  type CmsConflictBody,
  type CmsPostBody,
  type CmsPostsBody,
} from '#contract/blog-cms/types';
import { BLOG_CMS_MESSAGES } from '#contract/blog-cms/rules';
import { cmsOnly, type CmsEnv } from '../cms-guard';
import { listAuthors, listPosts } from '../cms-lists';
import { ownPost, toCmsPost } from '../post-fields';
import { postHtml } from '../post-html';
import { savePost } from '../save-post';
import { requestSiteOrigin } from '../../seo/seo-routes';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { addAuthor } from '../post-store';

/** The adviser's post as the editor loads it, or 404. */
export async function answerPost(c: Context<CmsEnv>, postId: number) {
  const post = await ownPost(c.var.db, c.var.adviserId, postId);
  if (!post) return fail(c, 404, AUTH.notFound);
  return ok<CmsPostBody>(c, { post: toCmsPost(post, requestSiteOrigin(c)) });
}

/** The blog CMS's authors, posts, post details and autosave (docs/blog-cms.md, docs/api.md "Blog CMS"). */
export function blogCmsPostRoutes() {
  const r = new Hono<CmsEnv>();

  r.get(at(API.blogCms.authors), ...cmsOnly, async (c) =>
    ok<CmsAuthorsBody>(c, { authors: await listAuthors(c.var.db, c.var.adviserId) }),
  );

  r.post(at(API.blogCms.authors), ...cmsOnly, validate('json', authorCreateRequest), async (c) => {
    const { name, url } = c.req.valid('json');
    await addAuthor(c.var.db, c.var.adviserId, { name, url: url || null });
    return ok<CmsAuthorsBody>(c, { authors: await listAuthors(c.var.db, c.var.adviserId) });
  });

  r.get(at(API.blogCms.posts), ...cmsOnly, validate('query', cmsPostsQuery), async (c) => {
    const { status, page } = c.req.valid('query');
    return ok<CmsPostsBody>(c, await listPosts(c.var.db, c.var.adviserId, status ?? null, page));
  });

  r.get(at(API.blogCms.postDetails), ...cmsOnly, validate('query', cmsPostQuery), (c) =>
    answerPost(c, c.req.valid('query').postId),
  );

  r.post(at(API.blogCms.save), ...cmsOnly, validate('json', cmsPostSaveRequest), async (c) => {
    const who = { adviserId: c.var.adviserId, userId: c.var.user.id };
    const outcome = await savePost(c.var.db, who, c.req.valid('json'), await postHtml(c));
    switch (outcome.kind) {
      case 'not-found':
        return fail(c, 404, AUTH.notFound);
      case 'refused':
        return fail(c, 400, Object.values(outcome.errors).join(' '), outcome.errors);
      case 'conflict':
        return c.json(
          {
            head: { status: 409, message: BLOG_CMS_MESSAGES.conflict },
            body: { post: toCmsPost(outcome.post, requestSiteOrigin(c)) } satisfies CmsConflictBody,
          },
          409,
        );
      default:
        return answerPost(c, outcome.postId);
    }
  });

  return r;
}
