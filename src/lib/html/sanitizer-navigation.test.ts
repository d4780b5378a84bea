import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadSanitizer = vi.fn(() => Promise.resolve((html: string) => html));
vi.mock('./sanitizer-loader', () => ({ loadSanitizer }));

describe('sanitizerForNavigation', () => {
  beforeEach(() => {
    vi.resetModules();
    loadSanitizer.mockClear();
  });

  it('loads nothing while the first page loads, then loads the sanitizer on every later route load', async () => {
    const { markFirstPageLoaded, sanitizerForNavigation } = await import('./sanitizer-navigation');
    await sanitizerForNavigation();
    expect(loadSanitizer).not.toHaveBeenCalled();
    markFirstPageLoaded();
    await sanitizerForNavigation();
    expect(loadSanitizer).toHaveBeenCalledTimes(1);
  });

  it('does not fail the route when the sanitizer cannot load', async () => {
    loadSanitizer.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const { markFirstPageLoaded, sanitizerForNavigation } = await import('./sanitizer-navigation');
    markFirstPageLoaded();
    await expect(sanitizerForNavigation()).resolves.toBeUndefined();
  });
});

describe('preloadSanitizerFor', () => {
  beforeEach(() => loadSanitizer.mockClear());

  it("asks for the sanitizer at a blog page's start, and at no other page's", async () => {
    const { preloadSanitizerFor } = await import('./sanitizer-navigation');
    for (const path of ['/', '/baskets/x/', '/blogger/', '/account/', '/discover/expertbaskets/'])
      preloadSanitizerFor(path);
    expect(loadSanitizer).not.toHaveBeenCalled();
    for (const path of ['/blog', '/blog/', '/blog/article/7/a-post/']) preloadSanitizerFor(path);
    expect(loadSanitizer).toHaveBeenCalledTimes(3);
  });

  it('swallows a failed load: the route asks again', async () => {
    loadSanitizer.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const { preloadSanitizerFor } = await import('./sanitizer-navigation');
    expect(() => preloadSanitizerFor('/blog/')).not.toThrow();
    await Promise.resolve();
  });
});
