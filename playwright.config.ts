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
    trace: 'retain-on-failure',
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
    env: { PORT: String(PORT), PGLITE_DIR: 'memory', LOG_LEVEL: 'warn', HOST: '::', ENABLE_TEST_HOOKS: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
