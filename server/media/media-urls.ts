import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from './illustration';

/** Where post images are served, on every brand's host. */
export const MEDIA_POSTS_PATH = '/media/posts';

/** Image keys: lower-case words joined by single hyphens (the same rule as the post_images table). */
export const IMAGE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const mediaUrl = (key: string, width: 400 | 800 | 1200, format: 'jpg' | 'webp' = 'jpg') =>
  `${MEDIA_POSTS_PATH}/${key}-${width}.${format}`;

/** The image fields of a post summary: the 800 w JPEG, a srcset of every width, and the 16:9 size. */
export function postImage(key: string | null) {
  if (!key) return { imageUrl: null, imageSrcSet: null, imageWidth: null, imageHeight: null };
  return {
    imageUrl: mediaUrl(key, 800),
    imageSrcSet: ([400, 800, 1200] as const).map((w) => `${mediaUrl(key, w)} ${w}w`).join(', '),
    imageWidth: ILLUSTRATION_WIDTH,
    imageHeight: ILLUSTRATION_HEIGHT,
  };
}
