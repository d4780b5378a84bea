import type { ImageSource, PostSummary } from '#contract/blog/types';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from './illustration';
import { MEDIA_WIDTHS } from './media-types';

/** Where post images are served, on every brand's host. */
export const MEDIA_POSTS_PATH = '/media/posts';

/** Image keys: lower-case words joined by single hyphens (the same rule as the post_images table). */
export const IMAGE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const mediaUrl = (key: string, width: 400 | 800 | 1200, format: 'jpg' | 'webp' = 'jpg') =>
  `${MEDIA_POSTS_PATH}/${key}-${width}.${format}`;

const srcSet = (key: string, format: 'jpg' | 'webp') =>
  MEDIA_WIDTHS.map((w) => `${mediaUrl(key, w, format)} ${w}w`).join(', ');

type PostImage = Pick<PostSummary, 'imageUrl' | 'imageSrcSet' | 'imageSources' | 'imageWidth' | 'imageHeight'>;

/**
 * The image fields of a post summary: the 800 w JPEG and a JPEG srcset of every width (for any
 * browser and for link previews), the same widths in WebP for `<picture>` (about 60 % fewer bytes,
 * decision 0298), and the 16:9 size.
 */
export function postImage(key: string | null): PostImage {
  if (!key) return { imageUrl: null, imageSrcSet: null, imageSources: [], imageWidth: null, imageHeight: null };
  const webp: ImageSource = { type: 'image/webp', srcSet: srcSet(key, 'webp') };
  return {
    imageUrl: mediaUrl(key, 800),
    imageSrcSet: srcSet(key, 'jpg'),
    imageSources: [webp],
    imageWidth: ILLUSTRATION_WIDTH,
    imageHeight: ILLUSTRATION_HEIGHT,
  };
}
