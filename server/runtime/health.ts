import type { Queryable } from '../db/database';
import { pendingMigrations } from '../db/migrate';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** What readiness needs to know of the process: whether its jobs run and whether it is draining. */
export interface ProcessState {
  jobsRunning: boolean;
  draining: boolean;
}

export interface Readiness {
  ready: boolean;
  database: boolean;
  migrationsPending: number | null;
  jobsRunning: boolean;
  draining: boolean;
}

/** Ready: the database answers, every migration is applied, the jobs run and the process is not draining. */
export async function readiness(db: Queryable, state: ProcessState): Promise<Readiness> {
  const database = await db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  // null: not known (no database, or none of the schema yet).
  const migrationsPending = database
    ? await pendingMigrations(db).then(
        (pending) => pending.length,
        () => null,
      )
    : null;
  const { jobsRunning, draining } = state;
  const ready = database && migrationsPending === 0 && jobsRunning && !draining;
  return { ready, database, migrationsPending, jobsRunning, draining };
}

const HEALTH_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * `/healthz` (the process answers) and `/readyz` (it may take traffic: 200, else 503 with what is
 * missing) on every host, ahead of the app and its middleware, for the proxy's checks (docs/deploy.md).
 */
export function withHealthChecks(fetch: Fetch, db: Queryable, state: ProcessState): Fetch {
  return async (request, env) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return new Response('{"ok":true}', { headers: HEALTH_HEADERS });
    if (pathname !== '/readyz') return fetch(request, env);
    const answer = await readiness(db, state);
    return new Response(JSON.stringify(answer), { status: answer.ready ? 200 : 503, headers: HEALTH_HEADERS });
  };
}
