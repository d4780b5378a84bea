import { Hono, type Context } from 'hono';
import { routePath as at } from '#contract/http/api-paths';
import { STATUS_API } from '#contract/status/status-paths';
import {
  incidentCreateRequest,
  incidentUpdateRequest,
  type AdminIncidentsBody,
  type Incident,
} from '#contract/status/types';
import { requireRole, requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { openIncident, writeIncidentUpdate } from '../incident-actions';
import { recentIncidents } from '../incident-store';
import { statusTag } from './status-routes';

const actor = (c: Context<UserEnv>) => ({ brandId: c.var.brand.id, userId: c.var.user.id });
const written = (c: Context<UserEnv>, incident: Incident) => {
  c.var.responseCache.invalidate(statusTag(c.var.brand.id));
  cacheScope(c, 'private');
  return ok<Incident>(c, incident);
};

/** Admins write incidents (docs/status-page.md): open, update, resolve; a user without the role gets 404. */
export function statusAdminRoutes() {
  const r = new Hono<UserEnv>();
  for (const path of [at(STATUS_API.status.adminList), `${at(STATUS_API.status.adminList)}*`]) {
    r.use(path, requireUser, requireRole('admin'));
  }
  r.get(at(STATUS_API.status.adminList), async (c) => {
    cacheScope(c, 'private');
    return ok<AdminIncidentsBody>(c, { incidents: await recentIncidents(c.var.db, c.var.brand.id) });
  });
  r.post(at(STATUS_API.status.adminCreate), validate('json', incidentCreateRequest), async (c) =>
    written(c, await openIncident(c.var.db, actor(c), c.req.valid('json'))),
  );
  r.post(at(STATUS_API.status.adminUpdate), validate('json', incidentUpdateRequest), async (c) =>
    written(c, await writeIncidentUpdate(c.var.db, actor(c), { ...c.req.valid('json'), resolve: false })),
  );
  r.post(at(STATUS_API.status.adminResolve), validate('json', incidentUpdateRequest), async (c) =>
    written(c, await writeIncidentUpdate(c.var.db, actor(c), { ...c.req.valid('json'), resolve: true })),
  );
  return r;
}
