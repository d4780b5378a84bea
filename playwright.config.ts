import { generateKeyPairSync } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { brands } from './brands/registry';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags this machine's closed network needs (see docs/decisions/0004-e2e-in-debian-chromium.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A Google ID-token key pair for this run: the server verifies with the public half (so it offers
 * Google sign-in where a brand has a client id), tests sign with the private half
 * (tests/e2e/support/google.ts). Made once in the runner; its workers inherit the environment.
 */
if (!process.env.E2E_GOOGLE_PRIVATE_KEY) {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  process.env.E2E_GOOGLE_PUBLIC_KEY = pair.publicKey;
  process.env.E2E_GOOGLE_PRIVATE_KEY = pair.privateKey;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test its snapshots and screencast (about a tenth of the suite's
    // CPU, decision 0099): CI records the retry of a test that failed; a local run keeps the failures'.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One project per brand host: http://<brand>.localhost:<port>
  projects: brands.map((b) => ({
    name: b.id,
    use: { ...devices['Desktop Chrome'], baseURL: `http://${b.hosts[0]}:${PORT}`, channel: undefined },
  })),
  webServer: {
    command: `tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/starfolio/api/health/`,
    env: {
      PORT: String(PORT),
      PGLITE_DIR: 'memory',
      LOG_LEVEL: 'warn',
      HOST: '::',
      ENABLE_TEST_HOOKS: '1',
      MARKET_NOW: '2026-11-20T11:00:00+05:30',
      GOOGLE_ID_TOKEN_PUBLIC_KEY: process.env.E2E_GOOGLE_PUBLIC_KEY!,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
