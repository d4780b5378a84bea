/**
 * npm run bench — figures, not pass/fail. Starts the built server, loads pages per brand in
 * Debian Chromium and reports the JS and CSS each route loads (raw and gzip bytes) beside the
 * route's JS budget (scripts/js-budgets.ts), the public blog API and basket details under load
 * (scripts/bench-api.ts, scripts/bench-basket.ts), basket orders (scripts/bench-orders.ts;
 * `--no-api` skips it), client imports of 1,000 to 10,000 rows and hostile workbooks at the upload (scripts/bench-client-import.ts;
 * `--no-import`), then a Lighthouse mobile run (default throttling) of /blog and one article
 * per brand, and per brand the public pages beside the same HTML without scripts (scripts/bench-paint.ts:
 * the first paint against its floor; `--no-paint` skips it).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { brands } from '../brands/registry';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { exitOnSignals, getJson, printTable, startServer } from './support/server';
import { printLighthouse, runLighthouse } from './lighthouse';
import { widgetSizes } from './bench-widget';
import { widgetReport } from './widget-report';
import { offlineFigures } from './bench-offline';
import { budgetFor, JS_BUDGET_GZIP_KB as BUDGET } from './js-budgets';
import { apiFigures } from './bench-api';
import { basketFigures } from './bench-basket';
import { orderFigures } from './bench-orders';
import { clientImportFigures } from './bench-client-import';
import { paintFigures } from './bench-paint';

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const ROUTES = ['/', '/blog', '/baskets/dividend-yield-plus/', '/public/baskets/dividend-yield-plus/'];
const kb = (n: number) => (n / 1024).toFixed(1);

interface ListBody {
  body: { main: Array<{ postId: number; slug: string; isPremiumPost: boolean }> };
}

/** The routes measured on a brand: home, the blog and, where the brand has a blog, its first free article. */
async function routesOf(brand: (typeof brands)[number]): Promise<string[]> {
  if (!brand.features.blog) return ROUTES;
  const host = `${brand.hosts[0]}:${PORT}`;
  const list = await getJson<ListBody>(PORT, host, `/${brand.segment}/api/post/list/?pageNumber=1&perPageCount=10`);
  const article = list.body.main.find((p) => !p.isPremiumPost);
  return article ? [...ROUTES, `/blog/article/${article.postId}/${article.slug}/`] : ROUTES;
}

async function bundleSizes() {
  const server = await startServer(PORT);
  const rows: string[][] = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    for (const brand of brands) {
      for (const route of await routesOf(brand)) {
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
        const budget = budgetFor(route);
        rows.push([
          brand.id,
          route.length > 24 ? `${route.slice(0, 23)}…` : route,
          kb(sum('script', 'raw')),
          kb(sum('script', 'gzip')),
          budget === undefined ? '' : `≤ ${budget}${sum('script', 'gzip') / 1024 > budget ? ' OVER' : ''}`,
          kb(sum('stylesheet', 'raw')),
          kb(sum('stylesheet', 'gzip')),
          String(seen.size),
        ]);
        await page.close();
      }
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
  console.log(
    `\nJS and CSS each route loads until the network is idle (issue 33's first-load budgets, gzip: home ≤ ${BUDGET.home} KB, /blog ≤ ${BUDGET.blog} KB, article ≤ ${BUDGET.article} KB, basket ≤ ${BUDGET.basket} KB; tests/build/initial-js.test.ts weighs the first load itself)\n`,
  );
  printTable(['brand', 'route', 'JS KB', 'JS KB gzip', 'JS budget', 'CSS KB', 'CSS KB gzip', 'files'], rows);
}

async function main() {
  exitOnSignals();
  await bundleSizes();
  widgetSizes();
  // What the widget is made of, by package and folder (issue 33: its composition beside its size).
  await widgetReport();
  if (!process.argv.includes('--no-api')) {
    await apiFigures(PORT);
    await basketFigures(PORT);
    await orderFigures(PORT);
  }
  if (!process.argv.includes('--no-import')) await clientImportFigures();
  if (!process.argv.includes('--no-offline')) await offlineFigures();
  if (!process.argv.includes('--no-lighthouse')) {
    console.log('\nLighthouse, mobile, default throttling (targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02)\n');
    printLighthouse(await runLighthouse({ mobile: true }));
  }
  if (!process.argv.includes('--no-paint')) await paintFigures(PORT);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
