import { mountRoutes } from '../../http/mount-routes';
import { clientLogRoutes } from '../../client-log/routes/client-log-routes';
import { contactRoutes } from './contact-routes';
import { siteInfoRoutes } from './site-info-routes';

/** Talk to us, website details, FAQs and the logger (docs/contact.md, docs/client-errors.md). */
export const contactGroupRoutes = () => mountRoutes(contactRoutes(), siteInfoRoutes(), clientLogRoutes());
