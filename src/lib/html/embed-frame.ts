import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';

/**
 * The video frames a page may show: which sources pass and what every frame carries. Part of the
 * sanitizer's policy (docs/decisions/0025-sanitizer-policy.md), in a module of its own so the blog's
 * video links and dialog check a source without loading the sanitizer (decision 0279).
 */

/** What the sanitizer puts on every iframe it keeps (and the video dialog on its frame). */
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
