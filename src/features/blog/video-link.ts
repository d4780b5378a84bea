import { embedFrameSrc } from '../../lib/html/embed-frame';

/**
 * The URL the video dialog's frame loads: the post's video link with autoplay=1, but only from an
 * allow-listed https player host (the same list as embeds and the CSP frame-src); otherwise null and
 * the story image is a plain image.
 */
export function autoplayUrl(postVideoLink: string | null | undefined): string | null {
  const src = embedFrameSrc(postVideoLink ?? null);
  if (!src) return null;
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/** A link the site may follow from an author's name: https or a path on this site. */
export function safeAuthorUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
