import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { studioDashboardRoutes } from './studio-dashboard';
import { studioVersionRoutes } from './studio-versions';
import { noticeRoutes } from './notices';
import { blogCmsPostRoutes } from './blog-cms-posts';
import { blogCmsPublishRoutes } from './blog-cms-publish';
import { blogCmsMediaRoutes } from './blog-cms-media';
import { studioAutomatedRoutes } from './studio-automated-routes';
import { studioPublisherRoutes } from './studio-publisher';
import { studioBasketRoutes } from './studio-baskets';
import { studioBasketStatusRoutes } from './studio-baskets-status';
import { studioBasketFileRoutes } from './studio-baskets-files';
import { studioBasketTextRoutes } from './studio-baskets-texts';

/**
 * The adviser studio's API (docs/studio.md) and the blog CMS (docs/blog-cms.md): every route answers
 * a visitor 401 and a signed-in user without the adviser role 404; the in-app notices serve any user.
 */
export function studioApiRoutes() {
  const r = new Hono<AppEnv>();
  r.route('/', studioDashboardRoutes());
  r.route('/', studioVersionRoutes());
  r.route('/', noticeRoutes());
  r.route('/', blogCmsPostRoutes());
  r.route('/', blogCmsPublishRoutes());
  r.route('/', blogCmsMediaRoutes());
  r.route('/', studioAutomatedRoutes());
  r.route('/', studioPublisherRoutes());
  r.route('/', studioBasketRoutes());
  r.route('/', studioBasketStatusRoutes());
  r.route('/', studioBasketFileRoutes());
  r.route('/', studioBasketTextRoutes());
  return r;
}
