import type { Page } from '@playwright/test';

/**
 * Waits until the app is live on the page: React has hydrated the server's HTML (or rendered the
 * shell), so clicks reach its handlers. Server-rendered pages show their content before that
 * (decision 0070), and a click on a plain-looking button that early does nothing. A page that is
 * not the app's (no #root: a file, an API answer, the browser's error page) is ready at once.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (!document.getElementById('root')) return true;
      const main = document.getElementById('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 20_000 },
  );
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
