// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { parseSiteMode } from '#contract/site/site-mode';
import { readSiteMode, resetSiteModeForTests } from './site-mode';

/** The root element as the server writes it (server/html/page-render-modes.test.ts checks the server's side). */
const pageFor = (siteMode?: 'standard' | 'analysis') =>
  new DOMParser().parseFromString(
    `<!doctype html><html><body><div id="root" data-base-url="/"${siteMode === 'analysis' ? ' data-site-mode="analysis"' : ''}></div></body></html>`,
    'text/html',
  );

afterEach(resetSiteModeForTests);

describe('site mode', () => {
  it('is read by the app from the root element at boot', () => {
    const doc = pageFor('analysis');
    expect(doc.getElementById('root')?.getAttribute('data-site-mode')).toBe('analysis');
    expect(doc.getElementById('root')?.dataset.baseUrl).toBe('/');
    expect(readSiteMode(doc)).toBe('analysis');
  });

  it('is the standard build unless the server says otherwise', () => {
    const doc = pageFor();
    expect(doc.getElementById('root')?.hasAttribute('data-site-mode')).toBe(false);
    expect(readSiteMode(doc)).toBe('standard');
    expect(readSiteMode(undefined)).toBe('standard');
  });

  it('is read once: later reads return the boot value', () => {
    expect(readSiteMode(pageFor('analysis'))).toBe('analysis');
    expect(readSiteMode(pageFor('standard'))).toBe('analysis');
  });

  it('parses SITE_MODE leniently', () => {
    expect(parseSiteMode('analysis')).toBe('analysis');
    expect(parseSiteMode(' Analysis ')).toBe('analysis');
    for (const other of [undefined, null, '', 'standard', 'analytics']) expect(parseSiteMode(other)).toBe('standard');
  });
});
