import { z } from 'zod';
import { idField, MAX_ID } from '#contract/forms/fields';
import { BLOG_CMS_LIMITS } from './rules';

/**
 * The blog CMS (docs/blog-cms.md): the post as the editor holds it, and the requests that save it.
 * Bodies are HTML from the editor; the server runs them through the one sanitizer policy before
 * storing, so what is saved is what readers get. Page breaks are the <!-- pagebreak --> marker the
 * blog already splits on.
 */

export type CmsPostStatus = 'draft' | 'scheduled' | 'published';

export interface CmsAuthor {
  id: number;
  name: string;
  url: string | null;
}
export interface CmsAuthorsBody {
  authors: CmsAuthor[];
}

export interface CmsPost {
  postId: number;
  slug: string;
  status: CmsPostStatus;
  title: string;
  /** HTML (sanitized). */
  shortText: string;
  /** HTML (sanitized), pages split by <!-- pagebreak -->. */
  body: string;
  /** HTML shown to readers who may not open a premium post; required when isPremiumPost. */
  teaser: string | null;
  tag: string | null;
  isPremiumPost: boolean;
  /** One of the adviser's authors; 0 while a draft has none chosen yet. */
  authorId: number;
  /** The uploaded image's key and the blog's address for it, or null. */
  imageKey: string | null;
  imageUrl: string | null;
  /** An embed (iframe from the allowed hosts) shown when there is no image. */
  embeddedLink: string | null;
  embedVideoUrl: string | null;
  postVideoLink: string | null;
  /** ISO 8601: when it went (or goes) live; null for a draft. */
  pubDate: string | null;
  /** Bumped by every save; a save names the revision it started from. */
  revision: number;
  updatedAt: string;
  /** The reader's address on this brand, for "View on the blog". */
  url: string;
}
export interface CmsPostBody {
  post: CmsPost;
}
export interface CmsPostRow {
  postId: number;
  title: string;
  status: CmsPostStatus;
  pubDate: string | null;
  updatedAt: string;
  isPremiumPost: boolean;
}
export interface CmsPostsBody {
  posts: CmsPostRow[];
  isNextPage: boolean;
  thisPageNumber: number;
}

export interface CmsImageBody {
  imageKey: string;
  /** The largest size the server made, for the editor's preview. */
  imageUrl: string;
  width: number;
  height: number;
}
export interface CmsFile {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  /** Where readers download it. */
  url: string;
  uploaded_at: string;
}
export interface CmsFileBody {
  file: CmsFile;
}
export interface CmsFilesBody {
  files: CmsFile[];
}

/** What the server answers 409 with when a save started from an older revision. */
export interface CmsConflictBody {
  post: CmsPost;
}

const dbId = idField();

const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\//, 'Please enter a link starting with https://');

export const authorCreateRequest = z.object({
  name: z.string().trim().min(1, 'Please enter author name').max(80),
  url: z
    .string()
    .trim()
    .max(300)
    .regex(/^(https:\/\/|\/)/, 'Please enter a link starting with https:// or /')
    .nullable()
    .default(null),
});

export const cmsPostSaveRequest = z.object({
  /** Absent: a new draft. */
  postId: dbId.optional(),
  /** The revision the editor started from (0 for a new post). */
  base_revision: z.number().int().nonnegative().max(MAX_ID),
  title: z.string().trim().max(BLOG_CMS_LIMITS.titleMax).default(''),
  shortText: z.string().max(BLOG_CMS_LIMITS.shortTextMax).default(''),
  body: z.string().max(BLOG_CMS_LIMITS.bodyMax).default(''),
  teaser: z.string().max(BLOG_CMS_LIMITS.shortTextMax).nullable().default(null),
  tag: z.string().trim().max(40).nullable().default(null),
  isPremiumPost: z.boolean().default(false),
  authorId: dbId.nullable().default(null),
  imageKey: z.string().max(80).nullable().default(null),
  embeddedLink: z.string().max(2000).nullable().default(null),
  embedVideoUrl: httpsUrl.nullable().default(null),
  postVideoLink: httpsUrl.nullable().default(null),
});
export type CmsPostSaveRequest = z.input<typeof cmsPostSaveRequest>;

export const cmsPublishRequest = z.object({
  postId: dbId,
  /** ISO 8601 in the future: scheduled; absent: now. */
  publish_at: z.iso.datetime({ offset: true }).optional(),
});
export const cmsPostIdRequest = z.object({ postId: dbId });
export const cmsFileDeleteRequest = z.object({ postId: dbId, id: dbId });

/** GET posts ?status=&page= (page from 1, 10 a page). */
export const cmsPostsQuery = z.object({
  status: z.enum(['draft', 'scheduled', 'published']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
/** GET post-details and files ?postId=. */
export const cmsPostQuery = z.object({ postId: z.coerce.number().pipe(dbId) });
