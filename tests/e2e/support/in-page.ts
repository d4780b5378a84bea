import type { Page } from '@playwright/test';

export interface InPageResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The body as bytes (base64 on the wire). */
  bytes: Buffer;
}

/**
 * Fetches from inside the page, so the request goes to the brand host exactly as the app's do.
 * (Node-side clients cannot resolve *.localhost; Chromium can.)
 */
export interface InPageInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export async function fetchInPage(page: Page, path: string, init?: InPageInit): Promise<InPageResponse> {
  if (page.url() === 'about:blank') await page.goto('/robots.txt').catch(() => page.goto('/'));
  const r = await page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, { credentials: 'include', ...init });
      const buf = new Uint8Array(await res.arrayBuffer());
      let bin = '';
      for (let i = 0; i < buf.length; i += 0x8000) bin += String.fromCharCode(...buf.subarray(i, i + 0x8000));
      return { status: res.status, headers: Object.fromEntries(res.headers.entries()), base64: btoa(bin) };
    },
    { path, init },
  );
  const bytes = Buffer.from(r.base64, 'base64');
  return { status: r.status, headers: r.headers, bytes, text: bytes.toString('utf8') };
}
