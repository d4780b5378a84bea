// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { ApiClient } from '../http/api-client';
import { endSession, logout } from './session';

const clearLocalDrafts = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../offline/cms-drafts', () => ({ clearLocalDrafts }));

describe('an adviser’s unsaved posts on the device', () => {
  it('are cleared on logout, even when the server cannot be reached', async () => {
    const api = { post: vi.fn(() => Promise.reject(new Error('offline'))) } as unknown as ApiClient;
    await logout({ api, store: createStore() });
    await vi.waitFor(() => expect(clearLocalDrafts).toHaveBeenCalledTimes(1));
  });

  it('are cleared when the session ends without a logout (expired, revoked)', async () => {
    clearLocalDrafts.mockClear();
    await endSession(createStore());
    await vi.waitFor(() => expect(clearLocalDrafts).toHaveBeenCalledTimes(1));
  });
});
