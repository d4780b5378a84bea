import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';

/*
 * The part of the sanitizer's policy (sanitize-policy.ts) that pages use without sanitizing anything: a
 * story's video link and the video dialog's frame. Apart, so a page that shows a video link does not
 * load the sanitizer's allow-lists with it (decision 0273).
 */

/** What the sanitizer puts on every iframe it keeps. */
export const EMBED_FRAME_ATTRIBUTES = {
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
  loading: 'lazy',
  referrerpolicy: 'strict-origin-when-cross-origin',
  allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
} as const;

const embedHosts: ReadonlySet<string> = new Set(EMBED_FRAME_HOSTS);

/**
 * The iframe src to keep, normalised the way the browser will read it, or null. Only an
 * absolute https URL on an allow-listed host with no credentials or port passes: a
 * protocol-relative or relative src has no scheme and fails to parse here.
 */
export function embedFrameSrc(value: string | null): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return embedHosts.has(url.hostname) ? url.href : null;
}
