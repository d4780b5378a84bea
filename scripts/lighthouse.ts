/**
 * Lighthouse (Debian Chromium) on /blog, one article and one basket page for every brand.
 * Fails unless accessibility, best practices and SEO are all 100; performance is reported, not
 * asserted (it is noisy on shared CI machines). `--mobile` (used by npm run bench) reports the
 * mobile run with default throttling and its LCP, CLS and TBT.
 */
import { spawn } from 'node:child_process';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { brands } from '../brands/registry';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { exitOnSignals, getJson, printTable, startServer } from './support/server';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4398);
const REQUIRED = ['accessibility', 'best-practices', 'seo'] as const;

interface ListBody {
  body: { main: Array<{ postId: number; slug: string; isPremiumPost: boolean }> };
}

interface BasketsBody {
  body: { baskets: Array<{ basket_hash: string }> };
}

/** The pages audited on a brand: the blog and a free article where it has a blog, and its most popular free basket. */
async function pagesOf(brand: (typeof brands)[number], host: string): Promise<string[]> {
  const pages: string[] = [];
  if (brand.features.blog) {
    const list = await getJson<ListBody>(PORT, host, `/${brand.segment}/api/post/list/?pageNumber=1&perPageCount=10`);
    const article = list.body.main.find((p) => !p.isPremiumPost)!;
    pages.push('/blog', `/blog/article/${article.postId}/${article.slug}/`);
  }
  const baskets = await getJson<BasketsBody>(PORT, host, `/${brand.segment}/api/basket/listing/?basket-type=free`);
  const basket = baskets.body.baskets[0];
  if (basket) pages.push(`/baskets/${basket.basket_hash}/`);
  return pages;
}

export interface LighthouseRow {
  brand: string;
  path: string;
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failures: string[];
  /** Lighthouse's own failure for this page (e.g. a throttled load that never painted), if any. */
  runtimeError?: string;
}

/** Runs again when Lighthouse reports that it could not measure (a runtime error), never for a score. */
const MEASUREMENT_RETRIES = 2;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One page through Lighthouse in the Chromium listening on `chromePort`; mobile: default throttling. */
export async function auditPage(chromePort: number, url: string, { mobile }: { mobile: boolean }) {
  const audit = async () =>
    (await lighthouse(
      url,
      {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', ...REQUIRED],
        // The page image in the report: no category scores it, and it took about 3 s a page.
        disableFullPageScreenshot: true,
        // Simulated (Lantern) desktop throttling, as Lighthouse's desktop preset: an observed run
        // ('provided') makes Lighthouse wait at least 5.25 s for each of FCP, network quiet and
        // CPU quiet, about 11 s more a page (docs/decisions/0183-suite-time-headroom.md).
        ...(mobile
          ? {}
          : {
              formFactor: 'desktop',
              screenEmulation: { disabled: true },
              throttlingMethod: 'simulate',
              throttling: desktopConfig.settings?.throttling,
            }),
      },
      undefined,
    ))!.lhr;
  // A run Lighthouse itself could not record (NO_NAVSTART, NO_FCP…: "please run Lighthouse
  // again") is run again, at most twice; a run that measured is never repeated, whatever it scored.
  let lhr: Result = await audit();
  for (let again = 0; lhr.runtimeError && again < MEASUREMENT_RETRIES; again++) lhr = await audit();
  const failures = REQUIRED.flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${cat}: ${ref.id} — ${lhr.audits[ref.id]?.title ?? ''}`),
  );
  return { lhr, failures };
}

/** A report's category scores (0–100) and its LCP, CLS and TBT. */
export function rowOf(lhr: Result): Omit<LighthouseRow, 'brand' | 'path' | 'failures'> {
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** Audits `of`'s pages in a Chromium of its own; the server must be listening on PORT. */
async function auditBrands(of: readonly (typeof brands)[number][], mobile: boolean): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const brand of of) {
      const host = `${brand.hosts[0]}:${PORT}`;
      for (const path of await pagesOf(brand, host)) {
        const { lhr, failures } = await auditPage(chrome.port, `http://${host}${path}`, { mobile });
        rows.push({ brand: brand.id, path, ...rowOf(lhr), failures });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** A line of a worker's output that carries its rows (`--brands`, below). */
const ROWS_MARK = 'lighthouse-rows ';

/**
 * `brandIds`' pages audited by another process of this script (Lighthouse keeps global state, so two
 * runs at once need two processes), each with its own Chromium, against the server already running.
 */
function auditInWorker(brandIds: string[], mobile: boolean): Promise<LighthouseRow[]> {
  const args = [...process.execArgv, import.meta.filename, `--brands=${brandIds.join(',')}`];
  const child = spawn(process.execPath, mobile ? [...args, '--mobile'] : args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(ROWS_MARK));
      if (code === 0 && line) resolve(JSON.parse(line.slice(ROWS_MARK.length)) as LighthouseRow[]);
      else reject(new Error(`Lighthouse worker for ${brandIds.join(', ')} ended with ${code}:\n${out}`));
    }),
  );
}

/**
 * Every brand's pages through Lighthouse against a server started for the run. `processes` > 1 splits
 * the brands between that many processes at once (the gate of npm test: only accessibility, best
 * practices and SEO are asserted, which CPU contention does not move); performance figures (npm run
 * bench) come from one process, one page at a time.
 */
export async function runLighthouse({ mobile, processes = 1 }: { mobile: boolean; processes?: number }) {
  const server = await startServer(PORT);
  try {
    if (processes <= 1) return await auditBrands(brands, mobile);
    const groups = Array.from({ length: processes }, (_, i) => brands.filter((_, j) => j % processes === i));
    const rows = (
      await Promise.all(
        groups.map((g) =>
          auditInWorker(
            g.map((b) => b.id),
            mobile,
          ),
        ),
      )
    ).flat();
    // In the brands' order, as one process would print them.
    return brands.flatMap((b) => rows.filter((r) => r.brand === b.id));
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * A figure over `scale` to `digits`, or '—' where Lighthouse measured none: NaN in this process, null once a
 * worker's rows have come through JSON.
 */
const figure = (value: number | null, digits: number, scale = 1) =>
  value !== null && Number.isFinite(value) ? (value / scale).toFixed(digits) : '—';

export function printLighthouse(rows: LighthouseRow[]) {
  printTable(
    ['brand', 'path', 'perf', 'a11y', 'best', 'seo', 'LCP s', 'CLS', 'TBT ms'],
    rows.map((r) => [
      r.brand,
      r.path.length > 34 ? r.path.slice(0, 33) + '…' : r.path,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores['best-practices']),
      String(r.scores.seo),
      figure(r.lcpMs, 2, 1000),
      figure(r.cls, 3),
      figure(r.tbtMs, 0),
    ]),
  );
  for (const r of rows.filter((row) => row.runtimeError)) {
    console.log(`  ${r.brand} ${r.path}: Lighthouse could not measure this run (${r.runtimeError})`);
  }
}

const workerBrands = process.argv.find((a) => a.startsWith('--brands='))?.slice('--brands='.length);

if (import.meta.url === `file://${process.argv[1]}` && workerBrands) {
  // A worker of runLighthouse: its brands' rows, as one line of JSON.
  const ids = workerBrands.split(',');
  const rows = await auditBrands(
    brands.filter((b) => ids.includes(b.id)),
    process.argv.includes('--mobile'),
  );
  console.log(ROWS_MARK + JSON.stringify(rows));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  exitOnSignals();
  // The gate: two processes at once, since it asserts no performance figure; `--mobile` reports them.
  const mobile = process.argv.includes('--mobile');
  const rows = await runLighthouse({ mobile, processes: mobile ? 1 : 2 });
  printLighthouse(rows);
  const failed = rows.filter((r) => REQUIRED.some((c) => r.scores[c] !== 100));
  if (failed.length) {
    console.error('\nLighthouse: accessibility, best practices and SEO must all be 100:');
    for (const r of failed) for (const f of r.failures) console.error(`  ${r.brand} ${r.path}: ${f}`);
    process.exit(1);
  }
  console.log('\nLighthouse: accessibility, best practices and SEO are 100 on every page.');
}
