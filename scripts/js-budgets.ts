/**
 * Issue 11's budgets for the JavaScript a page loads before it is usable, gzip (level 9) KB: what
 * `npm run bench` prints beside each route. Decision 0084.
 */
export const JS_BUDGET_GZIP_KB = { home: 100, blog: 110, article: 110 } as const;

/**
 * What tests/build/initial-js.test.ts holds the build to: the entry, its static imports and the
 * route's component chunk, from the Vite manifest. Above the budgets: the libraries every page
 * starts with (React 19, TanStack Router and Query, jotai, ofetch) are about 110 KB gzip on their
 * own (decision 0084), so these ceilings stop a regression; lower them as the first load shrinks,
 * never raise them: the measured size rounded up by about half a KB (decisions 0208, 0228). The one
 * exception so far is itemised in decision 0242: a preload never firing a status rule (+0.28 KB on
 * every page, which home still had room for) and Invest carrying on after signing in (+0.3 KB on the
 * basket page) left no room, so blog, article and basket carry exactly that growth, and with the one
 * money formatter (decision 0245) home, blog and article a tenth more.
 */
export const FIRST_LOAD_CEILING_GZIP_KB = { home: 151.6, blog: 171.8, article: 173.1, basket: 162.1 } as const;

/** The budget that applies to an app path, if any. */
export function budgetFor(path: string): number | undefined {
  if (path === '/') return JS_BUDGET_GZIP_KB.home;
  if (path === '/blog' || path === '/blog/') return JS_BUDGET_GZIP_KB.blog;
  if (path.startsWith('/blog/article/')) return JS_BUDGET_GZIP_KB.article;
  return undefined;
}
