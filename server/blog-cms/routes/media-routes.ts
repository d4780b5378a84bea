import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import {
  cmsFileDeleteRequest,
  cmsPostQuery,
  type CmsFileBody,
  type CmsFilesBody,
  type CmsImageBody,
} from '#contract/blog-cms/types';
import { cmsOnly, type CmsEnv } from '../cms-guard';
import { deleteFile, listFiles, storeFile } from '../post-files';
import { storePostImage } from '../post-image';
import { readUpload } from '../upload-read';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { isAdvisersPost } from '../post-store';

const NOT_A_FORM = 'Send the file as multipart/form-data in the field "file".';

const isOwnPost = (c: Context<CmsEnv>, postId: number) => isAdvisersPost(c.var.db, c.var.adviserId, postId);

/** The CMS's uploads (docs/blog-cms.md, "Images", "Attachments"): exact type and size limits, 4xx for anything else. */
export function blogCmsMediaRoutes() {
  const r = new Hono<CmsEnv>();

  r.post(at(API.blogCms.image), ...cmsOnly, async (c) => {
    const upload = await readUpload(c);
    if (!upload) return fail(c, 400, NOT_A_FORM);
    const outcome = await storePostImage(c.var.db, c.var.user.id, upload.file);
    if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.message, { file: outcome.message });
    return ok<CmsImageBody>(c, outcome.body);
  });

  r.get(at(API.blogCms.files), ...cmsOnly, validate('query', cmsPostQuery), async (c) => {
    const { postId } = c.req.valid('query');
    if (!(await isOwnPost(c, postId))) return fail(c, 404, AUTH.notFound);
    return ok<CmsFilesBody>(c, { files: await listFiles(c.var.db, postId) });
  });

  r.post(at(API.blogCms.files), ...cmsOnly, async (c) => {
    const upload = await readUpload(c);
    if (!upload) return fail(c, 400, NOT_A_FORM);
    const postId = cmsPostQuery.safeParse({ postId: upload.fields.postId });
    if (!postId.success) return fail(c, 400, 'Name the post: postId.', { postId: 'Name the post: postId.' });
    if (!(await isOwnPost(c, postId.data.postId))) return fail(c, 404, AUTH.notFound);
    const outcome = await storeFile(c.var.db, c.var.user.id, postId.data.postId, upload.file);
    if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.message, { file: outcome.message });
    return ok<CmsFileBody>(c, { file: outcome.file });
  });

  r.post(at(API.blogCms.fileDelete), ...cmsOnly, validate('json', cmsFileDeleteRequest), async (c) => {
    const { postId, id } = c.req.valid('json');
    if (!(await isOwnPost(c, postId))) return fail(c, 404, AUTH.notFound);
    if (!(await deleteFile(c.var.db, postId, id))) return fail(c, 404, AUTH.notFound);
    return ok<CmsFilesBody>(c, { files: await listFiles(c.var.db, postId) });
  });

  return r;
}
