import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserApi } from './browser-api';
import type { ApiClient } from '../lib/http/api-client';
import { ApiError } from '../lib/http/api-error';
import type { AppStore } from '../lib/app-store';
import type { BrandConfig } from '../lib/brand';

const brand = { segment: 'arrowline' } as unknown as BrandConfig;
type ImportTransport = NonNullable<Parameters<typeof createBrowserApi>[1]>;

const deps = { brand, store: {} as AppStore, queryClient: {} as QueryClient };

function fakeClient(): ApiClient {
  return {
    get: vi.fn(async (path: string) => ({ got: path })) as ApiClient['get'],
    post: vi.fn(async (path: string, body?: unknown) => ({ posted: path, body })) as ApiClient['post'],
    url: (path) => path,
  };
}

/** browser-transport.ts as the dynamic import hands it over, counting its loads. */
function transport(client = fakeClient()) {
  const createBrowserTransport = vi.fn(() => client);
  const importTransport = vi.fn(async () => ({ createBrowserTransport }));
  return { client, createBrowserTransport, importTransport };
}

describe('the browser request client (decision 0305)', () => {
  it('loads its code with the first call, once, and hands every call to it', async () => {
    const t = transport();
    const api = createBrowserApi(deps, t.importTransport);
    expect(t.importTransport).not.toHaveBeenCalled();

    await expect(api.get('post/list/', { query: { page: 1 } })).resolves.toEqual({ got: 'post/list/' });
    await expect(api.post('like/', { id: 3 })).resolves.toEqual({ posted: 'like/', body: { id: 3 } });
    expect(t.importTransport).toHaveBeenCalledTimes(1);
    expect(t.createBrowserTransport).toHaveBeenCalledWith(deps);
    expect(t.client.get).toHaveBeenCalledWith('post/list/', { query: { page: 1 } });
  });

  it('calls made together wait for the same load', async () => {
    const t = transport();
    const api = createBrowserApi(deps, t.importTransport);
    await Promise.all([api.get('a/'), api.get('b/'), api.post('c/')]);
    expect(t.importTransport).toHaveBeenCalledTimes(1);
  });

  it('names an API URL without loading anything', () => {
    const t = transport();
    const api = createBrowserApi(deps, t.importTransport);
    expect(api.url('/api/post/list/')).toBe('/arrowline/api/post/list/');
    expect(t.importTransport).not.toHaveBeenCalled();
  });

  it('warm() loads the code ahead of the first call', async () => {
    const t = transport();
    const api = createBrowserApi(deps, t.importTransport);
    api.warm();
    await vi.waitFor(() => expect(t.createBrowserTransport).toHaveBeenCalledTimes(1));
    await api.get('x/');
    expect(t.importTransport).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'the import fails',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ],
    // After a deploy the page reloads (reloadOnceOnPreloadError) and Vite resolves the import with nothing.
    ['the import resolves with nothing', () => Promise.resolve(undefined)],
  ])('%s: the call fails as offline, and the next call loads again', async (_, failing) => {
    const t = transport();
    const importTransport = vi.fn<ImportTransport>(failing);
    const api = createBrowserApi(deps, importTransport);
    const error = await api.get('x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isOffline).toBe(true);
    expect((error as ApiError).message).toBe('You appear to be offline, or the server cannot be reached.');

    importTransport.mockImplementation(t.importTransport);
    await expect(api.get('y/')).resolves.toEqual({ got: 'y/' });
    expect(importTransport).toHaveBeenCalledTimes(2);
  });
});
