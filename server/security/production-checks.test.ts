import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { productionProblem, requiredProductionVariables } from './production-checks';

const root = resolve(import.meta.dirname, '../..');

/** Every secret a production start needs, set to a plausible value. */
function everySecret(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
  for (const name of requiredProductionVariables(brands))
    env[name] = `configured-${name.toLowerCase()}-value-0123456789`;
  const vapid = webPush.generateVAPIDKeys();
  return { ...env, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
}

describe('a production start', () => {
  it('names the first missing secret, one variable at a time', () => {
    expect(productionProblem({ NODE_ENV: 'production' }, brands)).toBe(
      'NODE_ENV=production needs JWT_SECRET: set it (see .env.example)',
    );
    const required = requiredProductionVariables(brands);
    expect(required).toEqual(
      expect.arrayContaining([
        'VAPID_PRIVATE_KEY',
        'PAYGATE_KEY_SECRET_STARFOLIO',
        'PAYGATE_WEBHOOK_SECRET_HARBORBANK',
        'BROKER_API_SECRET_MONEYLEAF_SECOND',
      ]),
    );
    for (const missing of required) {
      const env = { ...everySecret(), [missing]: undefined };
      expect(productionProblem(env, brands)).toBe(`NODE_ENV=production needs ${missing}: set it (see .env.example)`);
    }
  });

  it('refuses weak or malformed secrets, development roots and test hooks', () => {
    expect(productionProblem({ ...everySecret(), JWT_SECRET: 'short' }, brands)).toMatch(
      /^JWT_SECRET must be at least 32/,
    );
    expect(productionProblem({ ...everySecret(), VAPID_PUBLIC_KEY: 'AAAA' }, brands)).toMatch(
      /^VAPID_PUBLIC_KEY must be/,
    );
    expect(productionProblem({ ...everySecret(), PAYGATE_DEV_SECRET: 'x'.repeat(40) }, brands)).toBe(
      'PAYGATE_DEV_SECRET is for development only: unset it when NODE_ENV=production',
    );
    // A test run's cheaper password hashing (decision 0283) never reaches production.
    expect(productionProblem({ ...everySecret(), SCRYPT_LOG_N: '10' }, brands)).toBe(
      'SCRYPT_LOG_N is for development only: unset it when NODE_ENV=production',
    );
    // A test run's database, started from a seeded dump (decision 0293), never serves production.
    expect(productionProblem({ ...everySecret(), PGLITE_SNAPSHOT: '/tmp/seeded.tar.gz' }, brands)).toBe(
      'PGLITE_SNAPSHOT is for development only: unset it when NODE_ENV=production',
    );
    expect(productionProblem({ ...everySecret(), ENABLE_TEST_HOOKS: '1' }, brands)).toBe(
      'ENABLE_TEST_HOOKS must not be set when NODE_ENV=production',
    );
  });

  it('refuses the simulators even with every secret set', () => {
    expect(productionProblem(everySecret(), brands)).toMatch(
      /^NODE_ENV=production refuses the simulated brokers and checkout, which starfolio, arrowline, moneyleaf, harborbank still use/,
    );
  });

  it("refuses a brand on the simulated checkout's hosted page once payments go to Razorpay", () => {
    const live = { ...everySecret(), RAZORPAY_API_ROOT: 'https://api.razorpay.com' };
    expect(productionProblem(live, brands)).toMatch(/^starfolio pays through the simulated checkout's hosted page/);
    const standard = brands.map((b) => ({ ...b, paymentCheckout: 'standard' as const }));
    expect(productionProblem(live, standard)).toMatch(/^NODE_ENV=production refuses the simulated brokers/);
  });

  it('is no concern of any other start', () => {
    expect(productionProblem({}, brands)).toBeNull();
    expect(productionProblem({ NODE_ENV: 'development' }, brands)).toBeNull();
  });

  it('exits non-zero before opening a database, with one line naming the variable', async () => {
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '1', PGLITE_DIR: 'memory', LOG_LEVEL: 'error' },
      timeout: 60_000,
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe('error: NODE_ENV=production needs JWT_SECRET: set it (see .env.example)\n');
  }, 60_000);
});
