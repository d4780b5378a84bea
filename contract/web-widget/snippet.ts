import type { WidgetPostList } from './rules';

/**
 * The embed snippet a partner copies from /web-widget/ (docs/widget.md, "Embed snippet"): the
 * element with its settings and the script with its integrity hash. Zod-free: the app builds it,
 * the server's preview document is made of the same parts.
 */
export interface SnippetInput {
  postList: WidgetPostList;
  /** Already checked (contract/web-widget/rules.ts checkDetailUrl). */
  detailUrl: string;
  /** The brand host's origin, e.g. https://app.starfolio.in: the script's home. */
  brandOrigin: string;
  /** `sha384-…` of the served script. */
  integrity: string;
}

const ATTR_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (ch) => ATTR_ESCAPES[ch]!);

export const widgetScriptUrl = (brandOrigin: string) => `${brandOrigin}/widget/tl-blogs.js`;

export function widgetElement({ postList, detailUrl }: Pick<SnippetInput, 'postList' | 'detailUrl'>): string {
  return `<div id="tl-blogs" data-tl-post-list="${escapeAttribute(postList)}" data-tl-post-detail-page-url="${escapeAttribute(detailUrl)}"></div>`;
}

export function widgetScriptTag({ brandOrigin, integrity }: Pick<SnippetInput, 'brandOrigin' | 'integrity'>): string {
  return `<script async src="${escapeAttribute(widgetScriptUrl(brandOrigin))}" integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"></script>`;
}

/** The two lines a partner pastes into their page. */
export const buildSnippet = (input: SnippetInput) => `${widgetElement(input)}\n${widgetScriptTag(input)}`;

/** The server's preview document: the widget as a partner page shows it (server/widget/widget-preview.ts). */
export const WIDGET_PREVIEW_PATH = '/widget/preview/';

export const widgetPreviewUrl = ({ postList, detailUrl }: Pick<SnippetInput, 'postList' | 'detailUrl'>) =>
  `${WIDGET_PREVIEW_PATH}?${new URLSearchParams({ list: postList, detail: detailUrl }).toString()}`;
