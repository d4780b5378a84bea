/**
 * npm run bench — figures, not pass/fail. Starts the built server, loads pages per brand in
 * Debian Chromium and reports the JS and CSS each route loads (raw and gzip bytes).
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { brands } from '../brands/registry';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const ROUTES = ['/', '/blog'];

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${PORT}/starfolio/api/health/`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main() {
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), PGLITE_DIR: 'memory', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const rows: string[][] = [];
    for (const brand of brands) {
      for (const route of ROUTES) {
        const page = await browser.newPage();
        const seen = new Map<string, { type: string; raw: number; gzip: number }>();
        page.on('response', async (res) => {
          const type = res.request().resourceType();
          if (type !== 'script' && type !== 'stylesheet') return;
          const body = await res.body().catch(() => null);
          if (body) seen.set(res.url(), { type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        });
        await page.goto(`http://${brand.hosts[0]}:${PORT}${route}`, { waitUntil: 'networkidle' });
        const sum = (t: string, k: 'raw' | 'gzip') =>
          [...seen.values()].filter((v) => v.type === t).reduce((a, v) => a + v[k], 0);
        rows.push([
          brand.id,
          route,
          kb(sum('script', 'raw')),
          kb(sum('script', 'gzip')),
          kb(sum('stylesheet', 'raw')),
          kb(sum('stylesheet', 'gzip')),
          String(seen.size),
        ]);
        await page.close();
      }
    }
    await browser.close();
    const head = ['brand', 'route', 'JS KB', 'JS KB gzip', 'CSS KB', 'CSS KB gzip', 'files'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log('\nInitial JS and CSS per route (budget: /blog JS ≤ 110 KB gzip)\n');
    console.log(line(head));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const r of rows) console.log(line(r));
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
