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
