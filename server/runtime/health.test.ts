import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support';
import { withHealthChecks, type ProcessState } from './health';

let seeded: Database;
let empty: Database;
beforeAll(async () => {
  [seeded, empty] = await Promise.all([openTestDatabase('seeded'), openTestDatabase('empty')]);
});
afterAll(async () => {
  await Promise.all([seeded?.close(), empty?.close()]);
});

const app = () => new Response('the app');

async function ask(db: Database, path: string, state: ProcessState) {
  const response = await withHealthChecks(app, db, state)(new Request(`http://any.host${path}`));
  return { status: response.status, body: await response.text() };
}

describe('health checks (docs/deploy.md)', () => {
  const running = { jobsRunning: true, draining: false };

  it('/readyz: ready on a migrated database with the jobs running', async () => {
    const { status, body } = await ask(seeded, '/readyz', running);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({
      ready: true,
      database: true,
      migrationsPending: 0,
      jobsRunning: true,
      draining: false,
    });
  });

  it('/readyz: 503 while draining, with the jobs stopped, or before the schema is there', async () => {
    const draining = await ask(seeded, '/readyz', { jobsRunning: true, draining: true });
    expect([draining.status, JSON.parse(draining.body).draining]).toEqual([503, true]);
    const noJobs = await ask(seeded, '/readyz', { jobsRunning: false, draining: false });
    expect(noJobs.status).toBe(503);
    const unmigrated = await ask(empty, '/readyz', running);
    expect(unmigrated.status).toBe(503);
    expect(JSON.parse(unmigrated.body)).toMatchObject({ database: true, migrationsPending: null, ready: false });
  });

  it('/healthz answers while draining; every other path goes to the app', async () => {
    expect(await ask(seeded, '/healthz', { jobsRunning: false, draining: true })).toEqual({
      status: 200,
      body: '{"ok":true}',
    });
    expect(await ask(seeded, '/starfolio/api/health/', running)).toEqual({ status: 200, body: 'the app' });
  });
});
