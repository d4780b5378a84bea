import { mountRoutes } from '../../http/mount-routes';
import { studioDashboardRoutes } from './dashboard-routes';
import { studioVersionRoutes } from './versions-routes';
import { noticeRoutes } from '../../notices/routes/notices-routes';
import { blogCmsPostRoutes } from '../../blog-cms/routes/posts-routes';
import { blogCmsPublishRoutes } from '../../blog-cms/routes/publish-routes';
import { blogCmsMediaRoutes } from '../../blog-cms/routes/media-routes';
import { studioAutomatedRoutes } from './automated-routes';
import { studioPublisherRoutes } from './publisher-routes';
import { studioBasketRoutes } from './baskets-routes';
import { studioBasketStatusRoutes } from './baskets-status-routes';
import { studioBasketFileRoutes } from './baskets-files-routes';
import { studioBasketTextRoutes } from './baskets-texts-routes';
import { studioReturnsAfterCostsRoutes } from './returns-after-costs-routes';

/**
 * The adviser studio's API (docs/studio.md) and the blog CMS (docs/blog-cms.md): every route answers
 * a visitor 401 and a signed-in user without the adviser role 404; the in-app notices serve any user.
 */
export const studioApiRoutes = () =>
  mountRoutes(
    studioDashboardRoutes(),
    studioVersionRoutes(),
    noticeRoutes(),
    blogCmsPostRoutes(),
    blogCmsPublishRoutes(),
    blogCmsMediaRoutes(),
    studioAutomatedRoutes(),
    studioPublisherRoutes(),
    studioBasketRoutes(),
    studioBasketStatusRoutes(),
    studioBasketFileRoutes(),
    studioBasketTextRoutes(),
    studioReturnsAfterCostsRoutes(),
  );
