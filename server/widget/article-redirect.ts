import type { Context, Next } from 'hono';
import { articlePath } from '#contract/site/seo-paths';
import { parseSiteMode } from '#contract/site/site-mode';

/**
 * The default detail page of the widget snippet is the brand's own blog page (docs/widget.md): a story
 * link there is `/blog/?tl-post=<id>-<slug>`, which this answers with a redirect to the story's one
 * address on the brand's site. Anything else is the blog page as usual.
 */
export async function widgetStoryRedirect(c: Context, next: Next) {
  const m = /^(\d{1,10})-([a-z0-9-]{0,200})$/.exec(c.req.query('tl-post') ?? '');
  if (!m) return next();
  const mode = parseSiteMode(process.env.SITE_MODE);
  return c.redirect(articlePath(mode, Number(m[1]), m[2] || 'story'), 302);
}
