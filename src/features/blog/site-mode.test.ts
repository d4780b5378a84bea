// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { BRAND_HEAD_MARKER, injectBrand } from '../../../server/html/inject-brand';
import { parseSiteMode } from '#contract/site-mode';
import { readSiteMode, resetSiteModeForTests } from './site-mode';

const template = `<!doctype html><html lang="en-IN"><head>${BRAND_HEAD_MARKER}</head><body><div id="root" data-base-url="/"></div></body></html>`;
const pageFor = (siteMode?: 'standard' | 'analysis') =>
  new DOMParser().parseFromString(injectBrand(template, brands[0]!, { pathname: '/blog', siteMode }), 'text/html');

afterEach(resetSiteModeForTests);

describe('site mode', () => {
  it('is written on the root element by the server and read by the app at boot', () => {
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
