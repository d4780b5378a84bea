import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { inheritMarks } from '../cache/cache-marks';

/** The page request's headers an API call made for it carries: who asks, from where, for which host. */
const CARRIED = ['host', 'cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

export type FetchApp = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The API as the page's server render calls it (decision 0070): in-process, through the whole app
 * (`fetchApp`, the app's own fetch), as the reader who asked for the page, so the same guards,
 * validation and SQL run as for the browser's own calls, with no HTTP in between. Only GETs of this
 * brand's API. The page's Node env goes along, so the API sees the reader's socket address; so does
 * its request id, so both lines of the log share it. A HEAD of a page counts no post view.
 */
export function inProcessApi(c: Context<AppEnv>, fetchApp: FetchApp): (request: Request) => Promise<Response> {
  const prefix = `/${c.var.brand.segment}/api/`;
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith(prefix)) {
      throw new Error(`A page render may only read this brand's API (got ${request.method} ${url.pathname}).`);
    }
    const headers = new Headers(request.headers);
    for (const name of CARRIED) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
      else headers.delete(name);
    }
    headers.set('x-request-id', c.var.requestId);
    if (c.req.method === 'HEAD') headers.set('sec-fetch-dest', 'document');
    const read = new Request(url, { method: 'GET', headers });
    const answer = await fetchApp(read, c.env);
    // The page is kept only as its reads allow; a kept page makes a read with per-read work again
    // (a post view) for each of its readers (docs/caching.md, "Pages").
    inheritMarks(c, read, answer, async (page) => {
      const again = await inProcessApi(page as Context<AppEnv>, fetchApp)(new Request(url));
      await again.body?.cancel();
    });
    return answer;
  };
}
