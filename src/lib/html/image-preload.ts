import { preload } from 'react-dom';
import type { PostSummary } from '#contract/blog/types';
import { resourceSrcSet, resourceUrl } from './embedding';

/**
 * The page's largest image, asked for from the document's head at high priority in its first
 * `<picture>` source's format (decision 0298): React writes the link into the server's HTML, so the
 * browser fetches the image before it reaches the `<img>`. React does so by itself for a lone `<img>`,
 * but not for one inside a `<picture>`, whose sources it leaves to the browser. A browser that does
 * not read the source's type skips the link and takes the `<img>`'s JPEG.
 */
export function preloadImage(post: Pick<PostSummary, 'imageUrl' | 'imageSources'>, sizes: string | undefined): void {
  const first = post.imageSources[0];
  if (!post.imageUrl || !first) return;
  preload(resourceUrl(post.imageUrl), {
    as: 'image',
    type: first.type,
    imageSrcSet: resourceSrcSet(first.srcSet) ?? undefined,
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}
