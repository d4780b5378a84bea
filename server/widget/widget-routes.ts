import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ok } from '../api/envelope';
import { mayEmbed } from '../security/cors';

/** What GET /widget/brand.json answers in `body` (src/widget/brand-loader.ts reads it). */
export interface WidgetBrandBody {
  brand: AppEnv['Variables']['brand'];
  /** Whether the asking page's origin may embed the blog (server/security/cors.ts `mayEmbed`). */
  embedAllowed: boolean;
}

/**
 * The widget's own files, on every brand host (docs/widget.md):
 *
 * - GET /widget/brand.json — the host's brand config, the same public JSON every page of the
 *   brand carries, plus whether the asking origin may embed the blog. Readable from any origin
 *   (`Access-Control-Allow-Origin: *`, no credentials), so a page that is not allowed can say so
 *   instead of failing silently; the API itself stays closed to it (server/security/cors.ts).
 * - /widget/*.js — the script, readable cross-origin so `<script crossorigin="anonymous"
 *   integrity="…">` can check its hash. The files themselves are served by server/static.ts.
 */
export function widgetRoutes() {
  const r = new Hono<AppEnv>();

  r.use('/widget/*', async (c, next) => {
    await next();
    if (/\.js$/.test(new URL(c.req.url).pathname) && c.res.status === 200) {
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });

  r.get('/widget/brand.json', (c) => {
    const { brand } = c.var;
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Origin', { append: true });
    return ok<WidgetBrandBody>(c, { brand, embedAllowed: mayEmbed(brand, c.req.header('origin')) });
  });

  return r;
}
