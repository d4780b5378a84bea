/**
 * Issue 11's budgets for the JavaScript a page loads before it is usable, gzip (level 9) KB:
 * what `npm run bench` prints beside each route and what tests/build/initial-js.test.ts holds
 * the build to (decision 0084).
 */
export const JS_BUDGET_GZIP_KB = { home: 100, blog: 110, article: 110 } as const;

export type BudgetedPage = keyof typeof JS_BUDGET_GZIP_KB;

/** The budget that applies to an app path, if any. */
export function budgetFor(path: string): number | undefined {
  if (path === '/') return JS_BUDGET_GZIP_KB.home;
  if (path === '/blog' || path === '/blog/') return JS_BUDGET_GZIP_KB.blog;
  if (path.startsWith('/blog/article/')) return JS_BUDGET_GZIP_KB.article;
  return undefined;
}
