import type { Context } from 'hono';
import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';
import { checkDetailUrl, WIDGET_POST_LISTS, type WidgetPostList } from '#contract/web-widget/rules';
import { markup } from '../auth/html';
import { styleHash } from '../security/headers';

/**
 * GET /widget/preview/?list=&detail= — the widget exactly as a partner's page shows it, for the live
 * preview on /web-widget/ (docs/widget.md, decision 0201). A page of this brand's own site: the same
 * element and script tag as the snippet, under a policy as strict as a partner's should be, framed
 * only by this site (in a sandboxed <iframe>). Unusable settings fall back to the defaults.
 */
const PREVIEW_STYLE = 'body{margin:0;padding:12px;font-family:system-ui,sans-serif;background:#fff}';

export function previewPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleHash(PREVIEW_STYLE)}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${EMBED_FRAME_HOSTS.map((h) => `https://${h}`).join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function widgetPreview(c: Context, integrity: string | null, defaultDetailUrl: string) {
  const list = c.req.query('list') ?? '';
  const postList: WidgetPostList = WIDGET_POST_LISTS.find((l) => l === list) ?? 'all';
  const detailUrl = checkDetailUrl((c.req.query('detail') ?? '').slice(0, 2000)) ?? defaultDetailUrl;
  const name = c.var.brand.displayName;
  const body = integrity
    ? markup`<div id="tl-blogs" data-tl-post-list="${postList}" data-tl-post-detail-page-url="${detailUrl}"></div>
<script async src="/widget/tl-blogs.js" integrity="${integrity}" crossorigin="anonymous"></script>`
    : markup`<p>The blog widget has not been built on this server yet.</p>`;
  c.header('Content-Security-Policy', previewPolicy());
  c.header('Cache-Control', 'no-cache');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(
    markup`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} blog widget preview</title><style>${PREVIEW_STYLE}</style></head>
<body>${body}</body></html>`.value,
  );
}
