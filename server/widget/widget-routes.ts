import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ok } from '../http/envelope';
import type { WidgetSnippetBody } from '#contract/web-widget/types';
import { WIDGET_PREVIEW_PATH } from '#contract/web-widget/snippet';
import { isHttps } from '../security/client-address';
import { mayEmbedHere } from './embed-origins';
import { widgetIntegrity } from './widget-integrity';
import { widgetPreview } from './widget-preview';
import { widgetStoryRedirect } from './article-redirect';

/** What GET /widget/brand.json answers in `body` (src/widget/brand-loader.ts reads it). */
export interface WidgetBrandBody {
  brand: AppEnv['Variables']['brand'];
  /** Whether the asking page's origin may embed the blog (server/widget/embed-origins.ts `mayEmbedHere`). */
  embedAllowed: boolean;
}

/**
 * The widget's own files, on every brand host (docs/widget.md):
 *
 * - GET /widget/brand.json — the host's brand config, the same public JSON every page of the
 *   brand carries, plus whether the asking origin may embed the blog. Readable from any origin
 *   (`Access-Control-Allow-Origin: *`, no credentials), so a page that is not allowed can say so
 *   instead of failing silently; the API itself stays closed to it (server/security/cors.ts). A page of
 *   the brand's own site (`Sec-Fetch-Site: same-origin`: the preview below) may show it too.
 * - GET /widget/snippet.json — the served script's integrity hash, for the snippet on /web-widget/.
 * - GET /widget/preview/ — the preview document (server/widget/widget-preview.ts).
 * - /widget/*.js — the script, readable cross-origin so `<script crossorigin="anonymous"
 *   integrity="…">` can check its hash. The files themselves are served by server/static.ts.
 */
/** The brand's own origin as this request reached it. */
export const requestOrigin = (c: Context) => `${isHttps(c) ? 'https' : 'http'}://${c.req.header('host') ?? ''}`;

export function widgetRoutes({ distDir }: { distDir: string }) {
  const r = new Hono<AppEnv>();

  r.use('/widget/*', async (c, next) => {
    await next();
    if (/\.js$/.test(new URL(c.req.url).pathname) && c.res.status === 200) {
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });

  r.get('/widget/brand.json', async (c) => {
    const { brand } = c.var;
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Origin', { append: true });
    c.header('Vary', 'Sec-Fetch-Site', { append: true });
    const ownSite =
      c.req.header('sec-fetch-site') === 'same-origin' && brand.features['/web-widget/'] && brand.features.blog;
    const embedAllowed = ownSite || (await mayEmbedHere(c, c.req.header('origin')));
    return ok<WidgetBrandBody>(c, { brand, embedAllowed });
  });

  r.get('/widget/snippet.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return ok<WidgetSnippetBody>(c, { integrity: widgetIntegrity(distDir) });
  });

  r.get('/blog/', widgetStoryRedirect);

  r.get(WIDGET_PREVIEW_PATH, (c) => {
    if (!c.var.brand.features['/web-widget/'] || !c.var.brand.features.blog) return c.text('Not found', 404);
    return widgetPreview(c, widgetIntegrity(distDir), `${requestOrigin(c)}/blog/`);
  });

  return r;
}
