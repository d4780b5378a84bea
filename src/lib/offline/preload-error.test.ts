// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceOnPreloadError } from './preload-error';

const preloadError = (payload: unknown) => {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = payload;
  window.dispatchEvent(event);
  return event;
};

describe('reload once when a chunk did not load', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
  });
  reloadOnceOnPreloadError(window, reload);

  it('reloads for a chunk the server no longer has, once a minute at most', () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js');
    expect(preloadError(missing).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preloadError(missing).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves any other rejection to the code that awaited it (a service worker the browser refused)', () => {
    const refused = new DOMException('Service Worker registration blocked', 'SecurityError');
    expect(preloadError(refused).defaultPrevented).toBe(false);
    expect(preloadError(new Error('boom')).defaultPrevented).toBe(false);
    expect(preloadError('not an error').defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("knows each browser's wording and Vite's for a stylesheet", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: /assets/a.js',
      'error loading dynamically imported module: /assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadError(new Error(message)), message).toBe(true);
  });
});
