/**
 * Lighthouse (Debian Chromium) on /blog, one article and one basket page for every brand.
 * Fails unless accessibility, best practices and SEO are all 100; performance is reported, not
 * asserted (it is noisy on shared CI machines). `--mobile` (used by npm run bench) reports the
 * mobile run with default throttling and its LCP, CLS and TBT.
 */
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

export async function runLighthouse({ mobile }: { mobile: boolean }): Promise<LighthouseRow[]> {
  const server = await startServer(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const brand of brands) {
      const host = `${brand.hosts[0]}:${PORT}`;
      for (const path of await pagesOf(brand, host)) {
        const { lhr, failures } = await auditPage(chrome.port, `http://${host}${path}`, { mobile });
        rows.push({ brand: brand.id, path, ...rowOf(lhr), failures });
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
  return rows;
}

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
      (r.lcpMs / 1000).toFixed(2),
      r.cls.toFixed(3),
      String(Math.round(r.tbtMs)),
    ]),
  );
  for (const r of rows.filter((row) => row.runtimeError)) {
    console.log(`  ${r.brand} ${r.path}: Lighthouse could not measure this run (${r.runtimeError})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  exitOnSignals();
  const rows = await runLighthouse({ mobile: process.argv.includes('--mobile') });
  printLighthouse(rows);
  const failed = rows.filter((r) => REQUIRED.some((c) => r.scores[c] !== 100));
  if (failed.length) {
    console.error('\nLighthouse: accessibility, best practices and SEO must all be 100:');
    for (const r of failed) for (const f of r.failures) console.error(`  ${r.brand} ${r.path}: ${f}`);
    process.exit(1);
  }
  console.log('\nLighthouse: accessibility, best practices and SEO are 100 on every page.');
}
