import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, postmasterPid } from './cluster-process';
import { locatePostgres } from './postgres-binaries';
import { CLUSTER_PREFIX, freePort, startCluster, sweepStaleClusters, type Cluster } from './throwaway-cluster';

// Clusters of this file sit beside the run's own, in the temp folder: the sweep at the next start
// takes them should this worker be killed before it can clean up (their owner is this worker).
const started: Cluster[] = [];
afterAll(() => started.forEach((c) => c.stop()));
const binDir = locatePostgres();

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0] as Record<string, string>;
  } finally {
    await client.end();
  }
}

/** A pid of a process that has already ended. */
const deadPid = () => spawnSync('true').pid!;

describe('throwaway Postgres cluster', () => {
  it('starts on 127.0.0.1 with a password, never as root, and is gone after stop', async () => {
    const c = await startCluster({ binDir });
    started.push(c);
    const row = await query(
      c.adminUrl,
      "SELECT current_setting('listen_addresses') AS l, current_setting('TimeZone') AS tz",
    );
    expect(row).toEqual({ l: '127.0.0.1', tz: 'UTC' });
    const noPassword = new URL(c.adminUrl);
    noPassword.password = '';
    await expect(query(noPassword.toString(), 'SELECT 1')).rejects.toThrow();
    const data = join(c.dir, 'data');
    expect(statSync(data).uid).not.toBe(0);
    const pid = postmasterPid(data)!;
    expect(isAlive(pid)).toBe(true);

    c.stop();
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(c.dir)).toBe(false);
    expect(() => c.stop()).not.toThrow();
  });

  it('sweeps clusters whose run died, and leaves those of live runs', async () => {
    const live = await startCluster({ binDir });
    started.push(live);
    // Started as a live run's, then its run dies: a cluster owned by a dead process from its first moment
    // could be swept by a parallel start's sweep while initdb still writes it (seen in CI).
    const orphan = await startCluster({ binDir });
    started.push(orphan);
    const orphanPid = postmasterPid(join(orphan.dir, 'data'))!;
    expect(isAlive(orphanPid)).toBe(true);
    writeFileSync(join(orphan.dir, 'owner.pid'), String(deadPid()));

    // Swept by this sweep, or by a parallel run's start, which sweeps the same way.
    const swept = sweepStaleClusters();
    expect(swept.includes(orphan.dir) || !existsSync(orphan.dir)).toBe(true);
    expect(isAlive(orphanPid)).toBe(false);
    expect(existsSync(orphan.dir)).toBe(false);
    expect(await query(live.adminUrl, 'SELECT 1 AS one')).toEqual({ one: 1 });
  });

  it('moves to another port when the one picked is taken meanwhile', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const busy = (taken.address() as { port: number }).port;
    const picks = [busy];
    try {
      const c = await startCluster({ binDir, pickPort: async () => picks.shift() ?? freePort() });
      started.push(c);
      expect(c.port).not.toBe(busy);
      expect(await query(c.adminUrl, 'SELECT 1 AS one')).toEqual({ one: 1 });
      c.stop();
    } finally {
      taken.close();
    }
  });

  it('never signals a process a stale postmaster.pid names when it is not that postmaster', async () => {
    const dir = mkdtempSync(join(tmpdir(), CLUSTER_PREFIX));
    writeFileSync(join(dir, 'owner.pid'), String(deadPid()));
    const bystander = spawn('sleep', ['30']);
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data', 'postmaster.pid'), `${bystander.pid}\n${join(dir, 'data')}\n`);
    try {
      expect(sweepStaleClusters()).toContain(dir);
      expect(existsSync(dir)).toBe(false);
      expect(isAlive(bystander.pid!)).toBe(true);
    } finally {
      bystander.kill();
    }
  });
});
