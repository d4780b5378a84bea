import { DETAIL_URL_ATTRIBUTE, POST_LIST_ATTRIBUTE, WIDGET_MESSAGES as M } from './messages';

/**
 * The widget's configuration (docs/widget.md, "Settings"), read from the host element's
 * data attributes. What the values mean is ours (docs/widget.md, decision 0036):
 *
 * - data-tl-post-list (tlPostList): which list the widget shows — 'all' (the blog listing: lead,
 *   side stories, 'All Stories', 'Popular on {brand}'), 'latest' (the lead and side stories only)
 *   or 'popular' (the 'Popular on {brand}' list only).
 * - data-tl-post-detail-page-url (tlPostDetailPageUrl): the absolute address of the host site's
 *   page that shows one post; story links go there with ?tl-post=<postId>-<slug>.
 */
export const POST_LISTS = ['all', 'latest', 'popular'] as const;
export type PostList = (typeof POST_LISTS)[number];

export interface WidgetConfig {
  tlPostList: PostList;
  /** Normalised: no fragment, no tl-* parameters. */
  tlPostDetailPageUrl: URL;
}

export type ConfigResult = { ok: true; config: WidgetConfig } | { ok: false; problems: string[] };

/** Query parameters the widget owns on host pages. */
export const POST_PARAM = 'tl-post';
export const PAGE_PARAM = 'tl-page';

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

/** An absolute https URL (http only on a local host), with no user name or password; else null. */
export function parseDetailPageUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
  if (!secure || url.username || url.password) return null;
  url.hash = '';
  url.searchParams.delete(POST_PARAM);
  url.searchParams.delete(PAGE_PARAM);
  return url;
}

export const parsePostList = (raw: string): PostList | null =>
  POST_LISTS.find((v) => v === raw.trim().toLowerCase()) ?? null;

/** Reads and checks both settings; every problem is reported, in words a site owner can act on. */
export function readWidgetConfig(element: Pick<HTMLElement, 'getAttribute'>): ConfigResult {
  const problems: string[] = [];
  const listRaw = element.getAttribute(POST_LIST_ATTRIBUTE);
  const urlRaw = element.getAttribute(DETAIL_URL_ATTRIBUTE);

  let tlPostList: PostList | null = null;
  if (!listRaw?.trim()) problems.push(M.missingSetting(POST_LIST_ATTRIBUTE));
  else if (!(tlPostList = parsePostList(listRaw)))
    problems.push(M.badPostList(listRaw.trim().slice(0, 60), POST_LISTS));

  let tlPostDetailPageUrl: URL | null = null;
  if (!urlRaw?.trim()) problems.push(M.missingSetting(DETAIL_URL_ATTRIBUTE));
  else if (!(tlPostDetailPageUrl = parseDetailPageUrl(urlRaw))) problems.push(M.badDetailUrl);

  if (problems.length || !tlPostList || !tlPostDetailPageUrl) return { ok: false, problems };
  return { ok: true, config: { tlPostList, tlPostDetailPageUrl } };
}
