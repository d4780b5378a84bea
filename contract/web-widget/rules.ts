/**
 * The partner widget page's rules (docs/widget.md, "The /web-widget/ page"), zod-free so the app and
 * the server check embedder origins and snippet settings the same way.
 */

/** The post lists the widget offers (src/widget/widget-config.ts reads data-tl-post-list). */
export const WIDGET_POST_LISTS = ['all', 'latest', 'popular'] as const;
export type WidgetPostList = (typeof WIDGET_POST_LISTS)[number];

export const WIDGET_POST_LIST_LABELS: Record<WidgetPostList, string> = {
  all: 'All stories (lead, side stories, all stories and popular)',
  latest: 'Latest (the lead and side stories)',
  popular: 'Popular',
};

export const ORIGIN_MAX_LENGTH = 200;

export const ORIGIN_MESSAGES = {
  required: 'Please enter a website origin',
  invalid: 'Enter an origin such as https://www.example.com: https, a host name and an optional port, nothing else',
  https: 'Use https:// (http:// is allowed only for localhost)',
  wildcard: 'Wildcards are not allowed: add each website separately',
  path: 'Leave out the path: an origin is https://host[:port] only',
  duplicate: 'This website is already allowed',
  configured: 'This website is part of the brand configuration and cannot be removed here',
  missing: 'This website is not in the list',
} as const;

export const DETAIL_URL_MESSAGE =
  'Enter the full address of your post page, starting with https:// (for example https://www.example.com/blog/post)';

const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * An embedder origin as an admin types it: `https://host[:port]` (http only on localhost), lower-cased,
 * default port dropped. Answers the normalised origin or the message saying what is wrong.
 */
export function checkOrigin(input: unknown): { origin: string } | { error: string } {
  if (typeof input !== 'string' || !input.trim()) return { error: ORIGIN_MESSAGES.required };
  const value = input.trim().toLowerCase();
  if (value.length > ORIGIN_MAX_LENGTH) return { error: ORIGIN_MESSAGES.invalid };
  if (value.includes('*')) return { error: ORIGIN_MESSAGES.wildcard };
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#:@]+)(?::(\d{1,5}))?(.*)$/.exec(value);
  if (!m) return { error: ORIGIN_MESSAGES.invalid };
  const [, scheme, host, port, rest] = m as unknown as [string, string, string, string | undefined, string];
  if (rest !== '' && rest !== '/')
    return { error: rest.startsWith('/') ? ORIGIN_MESSAGES.path : ORIGIN_MESSAGES.invalid };
  if (!HOST.test(host) && host !== '127.0.0.1') return { error: ORIGIN_MESSAGES.invalid };
  if (scheme !== 'https' && !(scheme === 'http' && isLocalHost(host))) return { error: ORIGIN_MESSAGES.https };
  const portNumber = port === undefined ? null : Number(port);
  if (portNumber !== null && (portNumber < 1 || portNumber > 65535)) return { error: ORIGIN_MESSAGES.invalid };
  const defaultPort = scheme === 'https' ? 443 : 80;
  const shownPort = portNumber === null || portNumber === defaultPort ? '' : `:${portNumber}`;
  return { origin: `${scheme}://${host}${shownPort}` };
}

/** The partner's detail page: an absolute https URL (http on localhost), no credentials; the fragment dropped. */
export function checkDetailUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHost(url.hostname))) return null;
  url.hash = '';
  return url.href;
}
