import { Hono, type Context } from 'hono';
import { routePath as at } from '#contract/http/api-paths';
import { STATUS_API } from '#contract/status/status-paths';
import type { OpenIncidentsBody, StatusBody } from '#contract/status/types';
import type { AppEnv } from '../../app-env';
import { cacheScope, cacheTags } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { openIncidents, recentIncidents } from '../incident-store';
import { measureStatus } from '../measure-status';

/** The tag of every public status answer: an admin's write drops them from the shared cache. */
export const statusTag = (brandId: string) => `status:${brandId}`;

const publicAnswer = (c: Context<AppEnv>) => {
  cacheScope(c, 'public');
  cacheTags(c, statusTag(c.var.brand.id));
};

/** The public status page's data and the app's banner (docs/status-page.md): anyone may read them. */
export function statusRoutes() {
  const r = new Hono<AppEnv>();
  r.get(at(STATUS_API.status.page), async (c) => {
    publicAnswer(c);
    const { db, brand, market } = c.var;
    const [components, incidents] = await Promise.all([
      measureStatus(db, brand, market),
      recentIncidents(db, brand.id),
    ]);
    return ok<StatusBody>(c, { measured_at: new Date().toISOString(), components, incidents });
  });
  r.get(at(STATUS_API.status.open), async (c) => {
    publicAnswer(c);
    return ok<OpenIncidentsBody>(c, { incidents: await openIncidents(c.var.db, c.var.brand.id) });
  });
  return r;
}
