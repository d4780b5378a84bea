/**
 * Offline figures for `npm run bench`, per brand: after reading the list and 20 articles online,
 * the time from an offline navigation to a cached article's text being painted and to the list
 * being painted (target ≤ 300 ms), and the size of each cache.
 */
import { chromium, type Page } from '@playwright/test';
import { brands } from '../brands/registry';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { getJson, printTable, startServer } from './support/server';

const PORT = Number(process.env.BENCH_OFFLINE_PORT ?? 4397);
const ARTICLES = 20;

interface ListBody {
  body: { main: Array<{ postId: number; slug: string; title: string; isPremiumPost: boolean }> };
}

/** Milliseconds from starting a navigation until a heading with `name` is painted. */
async function timeTo(page: Page, path: string, level: number, name: string) {
  const started = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level, name, exact: true }).first().waitFor({ state: 'visible' });
  return Date.now() - started;
}

async function cacheSizes(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, { entries: number; bytes: number }> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const k of keys) bytes += (await (await cache.match(k))?.arrayBuffer())?.byteLength ?? 0;
      out[name] = { entries: keys.length, bytes };
    }
    return out;
  });
}

export async function offlineFigures() {
  const server = await startServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const timing: string[][] = [];
  const sizes: string[][] = [];
  try {
    for (const brand of brands.filter((b) => b.features.blog)) {
      const host = `${brand.hosts[0]}:${PORT}`;
      const context = await browser.newContext({ baseURL: `http://${host}` });
      const page = await context.newPage();
      await page.goto('/blog');
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
      await page.reload();
      await page.getByRole('heading', { name: 'All Stories' }).waitFor();
      const posts: ListBody['body']['main'] = [];
      for (let n = 1; posts.length < ARTICLES; n++) {
        const list = await getJson<ListBody>(
          PORT,
          host,
          `/${brand.segment}/api/post/list/?pageNumber=${n}&perPageCount=10`,
        );
        posts.push(...list.body.main.filter((p) => !p.isPremiumPost));
      }
      const read = posts.slice(0, ARTICLES);
      for (const p of read) {
        await page.goto(`/blog/article/${p.postId}/${p.slug}/`);
        await page.getByRole('heading', { level: 1, name: p.title }).waitFor();
      }
      await context.setOffline(true);
      const target = read[ARTICLES - 1]!;
      const articleMs = await timeTo(page, `/blog/article/${target.postId}/${target.slug}/`, 1, target.title);
      const listMs = await timeTo(page, '/blog', 2, 'All Stories');
      timing.push([brand.id, String(articleMs), String(listMs)]);
      for (const [name, v] of Object.entries(await cacheSizes(page))) {
        sizes.push([brand.id, name, String(v.entries), (v.bytes / 1024).toFixed(1)]);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  console.log('\nOffline navigation to painted text, ms (target ≤ 300), after reading 20 articles\n');
  printTable(['brand', 'article', 'list'], timing);
  console.log('\nCache sizes after reading the list and 20 articles\n');
  printTable(['brand', 'cache', 'entries', 'KB'], sizes);
}
