import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * One accessibility check an e2e test ran, for the per-brand report (`npm run a11y-report`,
 * docs/accessibility.md): an axe run with its rules' outcomes, or a keyboard focus check. Written only
 * when A11Y_RESULTS names a directory, one JSON line per check in `<brand>.jsonl`.
 */
export interface A11yRecord {
  kind: 'axe' | 'keyboard';
  brand: string;
  spec: string;
  test: string;
  path: string;
  title: string;
  /** The viewport's width when the check ran (320 is the narrowest the product supports). */
  width: number | null;
  /** axe: the part of the page checked, if not all of it. */
  include?: string;
  tags?: string[];
  passes?: string[];
  violations?: string[];
  incomplete?: string[];
  /** keyboard: the element that showed its focus ring. */
  target?: string;
}

export const a11yResultsDir = () => process.env.A11Y_RESULTS || null;

export async function recordA11y(
  page: Page,
  check: Omit<A11yRecord, 'brand' | 'spec' | 'test' | 'path' | 'title' | 'width'>,
) {
  const dir = a11yResultsDir();
  if (!dir) return;
  const info = test.info();
  const record: A11yRecord = {
    brand: info.project.name,
    spec: info.file.replace(/^.*tests\/e2e\//, ''),
    test: info.titlePath.slice(1).join(' › '),
    path: new URL(page.url()).pathname,
    title: await page.title(),
    width: page.viewportSize()?.width ?? null,
    ...check,
  };
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${record.brand}.jsonl`), `${JSON.stringify(record)}\n`);
}
