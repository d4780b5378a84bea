import type { Incident, IncidentUpdate, OpenIncidentsBody } from '#contract/status/types';
import { INCIDENT_WINDOW_DAYS, type IncidentSeverity, type StatusComponentId } from '#contract/status/rules';
import type { Queryable } from '../db/database';

/** The status page's incidents (docs/status-page.md): SQL only here. Times are the database's. */

interface IncidentRow {
  id: number;
  title: string;
  component: StatusComponentId;
  severity: IncidentSeverity;
  opened_at: Date | string;
  resolved_at: Date | string | null;
}
interface UpdateRow {
  id: number;
  incident_id: number;
  kind: IncidentUpdate['kind'];
  message: string;
  at: Date | string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

async function withUpdates(db: Queryable, rows: IncidentRow[]): Promise<Incident[]> {
  if (rows.length === 0) return [];
  const { rows: updates } = await db.query<UpdateRow>(
    `SELECT id, incident_id, kind, message, at FROM status_incident_updates
      WHERE incident_id = ANY($1::integer[]) ORDER BY at, id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    component: r.component,
    severity: r.severity,
    opened_at: iso(r.opened_at),
    resolved_at: r.resolved_at === null ? null : iso(r.resolved_at),
    updates: updates
      .filter((u) => u.incident_id === r.id)
      .map((u) => ({ id: u.id, kind: u.kind, message: u.message, at: iso(u.at) })),
  }));
}

const COLUMNS = 'id, title, component, severity, opened_at, resolved_at';

/**
 * The brand's incidents of the last 90 days by the database's clock (open ones whatever their age),
 * open first, then newest first.
 */
export async function recentIncidents(db: Queryable, brandId: string): Promise<Incident[]> {
  const { rows } = await db.query<IncidentRow>(
    `SELECT ${COLUMNS} FROM status_incidents
      WHERE brand_id = $1 AND (resolved_at IS NULL OR opened_at > now() - make_interval(days => $2))
      ORDER BY resolved_at IS NULL DESC, opened_at DESC, id DESC`,
    [brandId, INCIDENT_WINDOW_DAYS],
  );
  return withUpdates(db, rows);
}

export async function openIncidents(db: Queryable, brandId: string): Promise<OpenIncidentsBody['incidents']> {
  const { rows } = await db.query<IncidentRow>(
    `SELECT ${COLUMNS} FROM status_incidents WHERE brand_id = $1 AND resolved_at IS NULL ORDER BY opened_at DESC, id DESC`,
    [brandId],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    component: r.component,
    severity: r.severity,
    opened_at: iso(r.opened_at),
  }));
}

export async function findIncident(db: Queryable, brandId: string, id: number): Promise<Incident | undefined> {
  const { rows } = await db.query<IncidentRow>(
    `SELECT ${COLUMNS} FROM status_incidents WHERE brand_id = $1 AND id = $2`,
    [brandId, id],
  );
  return (await withUpdates(db, rows))[0];
}

export async function insertIncident(
  db: Queryable,
  brandId: string,
  by: number,
  input: { title: string; component: StatusComponentId; severity: IncidentSeverity; message: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `WITH i AS (
       INSERT INTO status_incidents (brand_id, title, component, severity, opened_by) VALUES ($1, $2, $3, $4, $5) RETURNING id
     )
     INSERT INTO status_incident_updates (incident_id, kind, message, written_by) SELECT id, 'opened', $6, $5 FROM i
     RETURNING incident_id AS id`,
    [brandId, input.title, input.component, input.severity, by, input.message],
  );
  return rows[0]!.id;
}

/**
 * Adds an update, or resolves it with these words, while it is open; false when there is no open
 * incident of that number for the brand (the caller says which).
 */
export async function addIncidentUpdate(
  db: Queryable,
  brandId: string,
  by: number,
  input: { id: number; message: string; resolve: boolean },
): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `WITH i AS (
       UPDATE status_incidents SET resolved_at = CASE WHEN $5 THEN now() ELSE resolved_at END
        WHERE brand_id = $1 AND id = $2 AND resolved_at IS NULL RETURNING id
     )
     INSERT INTO status_incident_updates (incident_id, kind, message, written_by)
     SELECT id, CASE WHEN $5 THEN 'resolved' ELSE 'update' END, $3, $4 FROM i RETURNING id`,
    [brandId, input.id, input.message, by, input.resolve],
  );
  return rows.length > 0;
}
