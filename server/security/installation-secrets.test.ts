import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, reopenTestDatabase } from '../test-support';
import type { Database } from '../db/database';
import { loadDevProviderRoots, loadJwtSecret, MIN_SECRET_LENGTH } from './installation-secrets';

let db: Database;
let other: Database;
/** A new installation's database: migrated and seeded, no secret kept yet. */
async function newInstallation() {
  const fresh = await openTestDatabase('seeded');
  expect((await fresh.query('SELECT name FROM app_secrets')).rows).toEqual([]);
  return fresh;
}

beforeAll(async () => {
  db = await newInstallation();
  other = await newInstallation();
});
afterAll(async () => {
  await db.close();
  await other.close();
});

describe("an installation's own secrets", () => {
  it('are made at random on first use and kept: every process of the installation reads the same', async () => {
    const first = await loadDevProviderRoots(db, {});
    expect(first.paygate).not.toBe(first.broker);
    expect(first.paygate.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    const second = await reopenTestDatabase(db);
    expect(await loadDevProviderRoots(second, {})).toEqual(first);
    expect(await loadJwtSecret(second, {})).toBe(await loadJwtSecret(db, {}));
  });

  it('differ between installations', async () => {
    const mine = await loadDevProviderRoots(db, {});
    const theirs = await loadDevProviderRoots(other, {});
    expect(theirs.paygate).not.toBe(mine.paygate);
    expect(theirs.broker).not.toBe(mine.broker);
    expect(await loadJwtSecret(other, {})).not.toBe(await loadJwtSecret(db, {}));
  });

  it('agree when processes start together on an empty database', async () => {
    const fresh = await newInstallation();
    const twin = await reopenTestDatabase(fresh);
    const [a, b] = await Promise.all([loadDevProviderRoots(fresh, {}), loadDevProviderRoots(twin, {})]);
    expect(a).toEqual(b);
    await twin.close();
    await fresh.close();
  });

  it('are the configured ones when set, and a short one stops the start', async () => {
    const paygate = 'p'.repeat(MIN_SECRET_LENGTH);
    const broker = 'b'.repeat(MIN_SECRET_LENGTH + 8);
    expect(await loadDevProviderRoots(db, { PAYGATE_DEV_SECRET: paygate, BROKER_APP_SECRET: broker })).toEqual({
      paygate,
      broker,
    });
    await expect(loadDevProviderRoots(db, { PAYGATE_DEV_SECRET: 'short' })).rejects.toThrow(
      `PAYGATE_DEV_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
    );
    await expect(loadJwtSecret(db, { JWT_SECRET: 'x'.repeat(31) })).rejects.toThrow(/^JWT_SECRET must be at least/);
  });
});
