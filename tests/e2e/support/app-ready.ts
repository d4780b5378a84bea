import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Runs in the page. Whether React has hydrated `el` (by default the whole page: its root and every
 * Suspense boundary; true on a page that is not the app's) and committed its first render: `el` has
 * a fiber (React attaches one while it renders, before the commit), and its root's current tree is
 * no longer the server's dehydrated one. The app hydrates
 * as a transition, in slices (src/main.tsx): a fiber alone can belong to a render not committed yet.
 */
function isLive(el?: Element): boolean {
  type SuspenseFiber = {
    tag: number;
    child: SuspenseFiber | null;
    sibling: SuspenseFiber | null;
    memoizedState: { dehydrated?: unknown } | null;
  };
  type Fiber = { return: Fiber | null; stateNode: { current?: { memoizedState?: { isDehydrated?: boolean } } } | null };
  if (!el && !document.getElementById('root')) return true;
  const target = el ?? document.getElementById('main');
  const key = target ? Object.keys(target).find((k) => k.startsWith('__reactFiber$')) : undefined;
  let fiber = key ? ((target as unknown as Record<string, Fiber>)[key] ?? null) : null;
  while (fiber?.return) fiber = fiber.return;
  // The top fiber is the HostRoot; its stateNode, the FiberRoot, holds the committed tree.
  const root = fiber?.stateNode?.current;
  if (root?.memoizedState?.isDehydrated !== false) return false;
  if (el) return true;
  // The whole page: React commits the shell first and hydrates each Suspense boundary of the server's
  // HTML after it (the route's content is one); until then a click there may be lost.
  const stack = [root as unknown as SuspenseFiber];
  for (let f = stack.pop(); f; f = stack.pop()) {
    if (f.tag === 13 && f.memoizedState?.dehydrated) return false;
    if (f.sibling) stack.push(f.sibling);
    if (f.child) stack.push(f.child);
  }
  return true;
}

/**
 * Waits until the app is live on the page: React has hydrated the server's HTML (or rendered the
 * shell), so clicks reach its handlers. Server-rendered pages show their content before that
 * (decision 0070), and a click on a plain-looking button that early does nothing. A page that is
 * not the app's (no #root: a file, an API answer, the browser's error page) is ready at once.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(isLive, undefined, { timeout: 20_000 });
}

/** Makes the page's own navigations (goto, reload, back, forward) resolve once the app is live. */
export function waitForAppOnNavigation(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await original(...args);
      await appReady(page);
      return response;
    };
  }
}

/**
 * Opens `path` the way a link inside the app does: from a page the app already shows, through the
 * History API the router listens to, so the app (not the server) loads the route and its data; the
 * page's own requests can then be intercepted (page.route). Server-rendered pages ask the server's
 * API in-process, where no route reaches.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!(await page.locator('#main').count())) await page.goto('/');
  await page.evaluate((to) => {
    const state = history.state as { __TSR_index?: number } | null;
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ __TSR_index: (state?.__TSR_index ?? 0) + 1, key, __TSR_key: key }, '', to);
  }, path);
}

/**
 * Waits until React has hydrated this element. A section the page loads lazily (the comments, behind
 * Suspense) hydrates after the rest: text typed into it before then is overwritten by the server's
 * HTML, and React reports a hydration mismatch.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate(isLive), { timeout: 20_000 }).toBe(true);
}
