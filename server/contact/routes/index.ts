import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientLogRoutes } from '../../client-log/routes/client-log-routes';
import { contactRoutes } from './contact-routes';
import { siteInfoRoutes } from './site-info-routes';

/** Talk to us, website details, FAQs and the logger (docs/contact.md, docs/client-errors.md). */
export function contactGroupRoutes() {
  const r = new Hono<AppEnv>();
  r.route('/', contactRoutes());
  r.route('/', siteInfoRoutes());
  r.route('/', clientLogRoutes());
  return r;
}
