import type { Incident } from '#contract/status/types';
import { STATUS_MESSAGES as M, type IncidentSeverity, type StatusComponentId } from '#contract/status/rules';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { addIncidentUpdate, findIncident, insertIncident } from './incident-store';

/** What admins do with incidents (docs/status-page.md): open one, post an update, resolve it. */

interface Actor {
  brandId: string;
  userId: number;
}

async function answer(db: Queryable, brandId: string, id: number): Promise<Incident> {
  const incident = await findIncident(db, brandId, id);
  if (!incident) throw new AppError('not-found', M.missing, { errors: { id: M.missing } });
  return incident;
}

export async function openIncident(
  db: Queryable,
  by: Actor,
  input: { title: string; component: StatusComponentId; severity: IncidentSeverity; message: string },
): Promise<Incident> {
  const id = await insertIncident(db, by.brandId, by.userId, input);
  return answer(db, by.brandId, id);
}

/** An update while it is open, or (resolve) its last words: a resolved or unknown incident is refused. */
export async function writeIncidentUpdate(
  db: Queryable,
  by: Actor,
  input: { id: number; message: string; resolve: boolean },
): Promise<Incident> {
  if (await addIncidentUpdate(db, by.brandId, by.userId, input)) return answer(db, by.brandId, input.id);
  // Nothing written: the incident is not this brand's, or it is resolved already.
  await answer(db, by.brandId, input.id);
  throw new AppError('conflict', M.resolved, { errors: { id: M.resolved } });
}
