import type { CmsPost, CmsPostSaveRequest } from '#contract/blog-cms/types';
import { BLOG_CMS_MESSAGES as M } from '#contract/blog-cms/rules';
import { isRichTextEmpty } from '#src/lib/forms/validation';
import { embedFrameSrc } from '#src/lib/html/embed-frame';

/** What the editor holds of a post: every field the adviser types (strings where the form has text). */
export interface CmsFields {
  title: string;
  shortText: string;
  body: string;
  teaser: string;
  tag: string;
  isPremiumPost: boolean;
  authorId: number | null;
  imageKey: string | null;
  /** Shown in the editor only; the server derives it from imageKey. */
  imageUrl: string | null;
  /** A player link from the allowed hosts (contract/web-widget/embed-hosts.ts). */
  videoLink: string;
}

export const EMPTY_FIELDS: CmsFields = {
  title: '',
  shortText: '',
  body: '',
  teaser: '',
  tag: '',
  isPremiumPost: false,
  authorId: null,
  imageKey: null,
  imageUrl: null,
  videoLink: '',
};

export function fieldsOf(post: CmsPost): CmsFields {
  return {
    title: post.title,
    shortText: post.shortText,
    body: post.body,
    teaser: post.teaser ?? '',
    tag: post.tag ?? '',
    isPremiumPost: post.isPremiumPost,
    authorId: post.authorId || null,
    imageKey: post.imageKey,
    imageUrl: post.imageUrl,
    videoLink: post.postVideoLink ?? post.embedVideoUrl ?? '',
  };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The save request for these fields. A video link from an allowed host plays over the image, and is
 * the post's embed when it has no image; any other link is not sent (the field says why).
 */
export function saveRequestOf(fields: CmsFields, baseRevision: number, postId?: number): CmsPostSaveRequest {
  const video = embedFrameSrc(orNull(fields.videoLink));
  return {
    ...(postId ? { postId } : {}),
    base_revision: baseRevision,
    title: fields.title,
    shortText: fields.shortText,
    body: fields.body,
    teaser: fields.isPremiumPost || fields.teaser.trim() ? fields.teaser : null,
    tag: orNull(fields.tag),
    isPremiumPost: fields.isPremiumPost,
    authorId: fields.authorId,
    imageKey: fields.imageKey,
    embeddedLink:
      video && !fields.imageKey ? `<iframe src="${attr(video)}" title="Video" allowfullscreen></iframe>` : null,
    embedVideoUrl: video,
    postVideoLink: video,
  };
}

export type FieldErrors = Partial<
  Record<'title' | 'body' | 'authorId' | 'teaser' | 'videoLink' | 'publish_at', string>
>;

/** The video link's own check, shown as the adviser types. */
export const videoLinkError = (link: string) => (link.trim() && !embedFrameSrc(link.trim()) ? M.embedHost : undefined);

/**
 * What publishing needs (docs/validation.md, "Rules": a rich text is empty when nothing is left without tags and
 * &nbsp;).
 */
export function publishErrors(fields: CmsFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.title.trim()) errors.title = M.titleRequired;
  if (isRichTextEmpty(fields.body)) errors.body = M.bodyRequired;
  if (fields.authorId == null) errors.authorId = M.authorRequired;
  if (fields.isPremiumPost && isRichTextEmpty(fields.teaser)) errors.teaser = M.teaserRequired;
  const video = videoLinkError(fields.videoLink);
  if (video) errors.videoLink = video;
  return errors;
}
