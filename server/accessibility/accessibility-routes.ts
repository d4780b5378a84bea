import { Hono } from 'hono';
import { ACCESSIBILITY_PATH } from '../../brands/footer-links';
import type { AppEnv } from '../app-env';
import { contentSecurityPolicy, styleHash } from '../security/headers';
import { accessibilityPage, accessibilityPageCss } from './accessibility-page';

/** GET /accessibility/: the brand's accessibility statement, public, on every brand's hosts (docs/accessibility.md). */
export function accessibilityRoutes() {
  const r = new Hono<AppEnv>();
  r.get(ACCESSIBILITY_PATH, (c) => {
    const brand = c.get('brand');
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy(c.var.cspNonce, [styleHash(accessibilityPageCss(brand.theme))]),
    );
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(accessibilityPage(brand).value);
  });
  return r;
}
