import { afterEach, describe, expect, it } from 'vitest';
import { provideServerScope } from '#src/lib/ssr/server-scope';
import { readSiteMode, resetSiteModeForTests } from './site-mode';

afterEach(() => {
  resetSiteModeForTests();
  provideServerScope(() => undefined);
});

describe('site mode on the server (no document)', () => {
  it('is the mode of the request being rendered, never a remembered one', () => {
    let mode: 'standard' | 'analysis' = 'analysis';
    provideServerScope(() => ({ cookie: '', url: 'http://starfolio.localhost/blog', siteMode: mode }));
    expect(readSiteMode()).toBe('analysis');
    mode = 'standard';
    expect(readSiteMode()).toBe('standard');
  });

  it('is the standard build outside a render', () => {
    expect(readSiteMode()).toBe('standard');
  });
});
