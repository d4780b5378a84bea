/**
 * Paint before hydrating (issue 33): Lighthouse mobile (default throttling) on a brand's public pages,
 * each beside the same server HTML with every script taken out (the floor, through
 * scripts/support/no-script-proxy.ts), and the app's LCP as a multiple of the floor's. Budgets, per
 * page: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, LCP ≤ 1.3 × the floor. Figures, not
 * pass/fail: `npm run bench` prints them; `tsx scripts/bench-paint.ts [brand…]` runs this part alone.
 */
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { brands } from '../brands/registry';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { auditPage, rowOf } from './lighthouse';
import { startNoScriptProxy } from './support/no-script-proxy';
import { getJson, printTable, runAsCommand, startServer } from './support/server';

const PAINT_BUDGET = { perf: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, lcpOverFloor: 1.3 } as const;

/**
 * Runs of each page and of its floor, taken in turns (the page, its floor, the page…) so that both see
 * the machine in the same state, each figure the median of its runs. Lighthouse's simulation counts
 * every request started before the observed largest paint as part of it, about a round trip each (150 ms
 * at its mobile settings); the browser's own requests (the favicon, the manifest and its icon) fall
 * either side of a paint by a few milliseconds, so one run of a page moves between about 0.65, 0.76 and
 * 0.91 s and a ratio of medians of 3 came out at 1.4× on pages whose medians of 5 are 1.17×
 * (docs/decisions/0315-the-paint-bench-takes-the-page-and-its-floor-in-turns.md). BENCH_PAINT_RUNS=1
 * for a quick look.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_PAINT_RUNS ?? 5));

type Row = ReturnType<typeof rowOf>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The figures of `runs`, each the median; a run Lighthouse could not record is left out. */
function medianRow(runs: Row[]): Row {
  const recorded = runs.filter((r) => !r.runtimeError);
  if (recorded.length === 0) return runs[0]!;
  const of = (pick: (r: Row) => number) => median(recorded.map(pick));
  return {
    scores: { performance: Math.round(of((r) => r.scores.performance ?? 0)) },
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
  };
}

/** RUNS audits of `appUrl` and of `floorUrl`, in turns, as the median of each. */
async function pairedRows(chromePort: number, appUrl: string, floorUrl: string): Promise<{ app: Row; floor: Row }> {
  const app: Row[] = [];
  const floor: Row[] = [];
  for (let i = 0; i < RUNS; i++) {
    app.push(rowOf((await auditPage(chromePort, appUrl, { mobile: true })).lhr));
    floor.push(rowOf((await auditPage(chromePort, floorUrl, { mobile: true })).lhr));
  }
  return { app: medianRow(app), floor: medianRow(floor) };
}

type Brand = (typeof brands)[number];

interface ListBody {
  body: { main: Array<{ postId: number; slug: string; isPremiumPost: boolean }> };
}

interface BasketsBody {
  body: { baskets: Array<{ basket_hash: string }> };
}

/** The first link on a page's HTML that matches `pattern` (an adviser, a public basket), if any. */
async function firstLink(origin: string, host: string, path: string, pattern: RegExp): Promise<string | undefined> {
  const res = await fetch(`${origin}${path}`, { headers: { host, accept: 'text/html' } });
  return (await res.text()).match(pattern)?.[0];
}

/** The pages measured on a brand, by name: those of its features it has. */
async function pagesOf(brand: Brand, port: number): Promise<Array<[string, string]>> {
  const host = `${brand.hosts[0]}:${port}`;
  const origin = `http://127.0.0.1:${port}`;
  const pages: Array<[string, string]> = [['home', '/']];
  if (brand.features.blog) {
    pages.push(['/blog', '/blog']);
    const list = await getJson<ListBody>(port, host, `/${brand.segment}/api/post/list/?pageNumber=1&perPageCount=10`);
    const article = list.body.main.find((p) => !p.isPremiumPost);
    if (article) pages.push(['an article', `/blog/article/${article.postId}/${article.slug}/`]);
  }
  pages.push(['featured', '/featured/all/'], ['discover', '/discover/expertbaskets/']);
  const baskets = await getJson<BasketsBody>(port, host, `/${brand.segment}/api/basket/listing/?basket-type=free`);
  const basket = baskets.body.baskets[0];
  if (basket) pages.push(['a basket page', `/baskets/${basket.basket_hash}/`]);
  const publicBasket = await firstLink(origin, host, '/public/baskets/', /\/public\/baskets\/[\w-]+\//);
  if (publicBasket) pages.push(['a public basket page', publicBasket]);
  const adviser = await firstLink(origin, host, '/discover/managers/', /\/discover\/managers\/[a-z0-9-]+\//);
  if (adviser) pages.push(["an adviser's profile", adviser]);
  return pages;
}

const over = (bad: boolean, text: string) => (bad ? `${text} !` : text);

/**
 * The table for `brandIds` (every brand when empty), on the built server (DIST_DIR, else dist/) on
 * `port` (or the server already answering there) and its no-script proxy on `port + 1`. A figure outside its budget is marked with `!`.
 */
export async function paintFigures(port: number, brandIds: readonly string[] = []): Promise<void> {
  // A server already answering on `port` (a build started by hand) is used as it is, and left running.
  const running = await fetch(`http://127.0.0.1:${port}/starfolio/api/health/`).then(
    (r) => r.ok,
    () => false,
  );
  const server = running
    ? null
    : await startServer(port, {}, { nodeArgs: [resolve(process.env.DIST_DIR ?? 'dist', 'node/server.js')] });
  const proxy = await startNoScriptProxy(port + 1, port);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
  try {
    for (const brand of brands.filter((b) => brandIds.length === 0 || brandIds.includes(b.id))) {
      const rows: string[][] = [];
      for (const [name, path] of await pagesOf(brand, port)) {
        const { app, floor } = await pairedRows(
          chrome.port,
          `http://${brand.hosts[0]}:${port}${path}`,
          `http://${brand.hosts[0]}:${port + 1}${path}`,
        );
        const ratio = app.lcpMs / floor.lcpMs;
        rows.push([
          name,
          over(app.scores.performance! < PAINT_BUDGET.perf, String(app.scores.performance)),
          over(app.lcpMs > PAINT_BUDGET.lcpMs, (app.lcpMs / 1000).toFixed(2)),
          over(app.tbtMs > PAINT_BUDGET.tbtMs, String(Math.round(app.tbtMs))),
          over(app.cls > PAINT_BUDGET.cls, app.cls.toFixed(3)),
          `${floor.scores.performance} / ${(floor.lcpMs / 1000).toFixed(2)}`,
          over(ratio > PAINT_BUDGET.lcpOverFloor, `${ratio.toFixed(2)}×`),
          [app.runtimeError, floor.runtimeError].filter(Boolean).join('; '),
        ]);
      }
      console.log(
        `\n${brand.id}: Lighthouse mobile beside the same HTML without scripts, in turns, the median of ${RUNS} run${RUNS > 1 ? 's' : ''} each (budgets: perf ≥ ${PAINT_BUDGET.perf}, ` +
          `LCP ≤ ${PAINT_BUDGET.lcpMs / 1000} s, TBT ≤ ${PAINT_BUDGET.tbtMs} ms, CLS ≤ ${PAINT_BUDGET.cls}, ` +
          `LCP ≤ ${PAINT_BUDGET.lcpOverFloor}× the floor; ! outside)\n`,
      );
      printTable(['page', 'perf', 'LCP s', 'TBT ms', 'CLS', 'no scripts: perf / LCP s', 'LCP / floor', 'note'], rows);
    }
  } finally {
    chrome.kill();
    proxy.close();
    server?.kill('SIGTERM');
  }
}

runAsCommand(import.meta.url, () => paintFigures(Number(process.env.BENCH_PAINT_PORT ?? 4395), process.argv.slice(2)));
