import { beforeEach, expect, vi } from 'vitest';
import { createStore } from 'jotai';
import { QueryClient } from '@tanstack/react-query';
import { createEnvelopeClient } from './ofetch-client';
import { ApiError } from './api-error';
import type { BrandConfig } from '../brand';
import { clearUserData } from '../session/session';
import { createStatusHooks } from './status-rules';

/** The status rules' test set-up: a brand, a user, a client over a stubbed fetch, and a clean page per test. */
export const brand = {
  segment: 'starfolio',
  brokerHeader: 'starfolio',
  loginType: 'all',
  paymentHosts: ['checkout.paygate-demo.example'],
  brokers: [
    {
      id: 'sec',
      name: 'Kestrel',
      loginPath: '/brokers/k/login/',
      redirectHost: 'login.kestrel.example',
      provider: 'kite' as const,
    },
  ],
} as unknown as BrandConfig;

export const user = {
  id: 1,
  name: 'Asha',
  email: 'asha@example.com',
  mobile: null,
  isSubscriber: true,
  brokerName: null,
  brokerClientCode: null,
  roles: [],
};

export type Reply = { status?: number; json?: unknown; text?: string };

export function setup(reply: Reply | (() => Promise<Response>)) {
  const store = createStore();
  const queryClient = new QueryClient();
  const assign = vi.fn<(url: string) => void>();
  const warn = vi.fn();
  const endSession = vi.fn();
  const fetchMock = vi.fn(async () => {
    if (typeof reply === 'function') return reply();
    const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
    const type = reply.json !== undefined ? 'application/json' : 'text/html';
    return new Response(body, { status: reply.status ?? 200, headers: { 'content-type': type } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const hooks = createStatusHooks({
    store,
    brand,
    origin: () => window.location.origin,
    assign,
    warn,
    clearUserData: () => clearUserData({ store, queryClient }),
    endSession,
  });
  // The rules act one layer below the app's client, where the answer is still the whole envelope.
  const api = createEnvelopeClient({ brand, hooks });
  return { store, queryClient, assign, warn, api, fetchMock, endSession };
}

export const envelope = (status: string | number, body: unknown = {}, message?: string) => ({
  json: { head: message ? { status, message } : { status }, body },
});

export async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

/** Each test starts on the blog's second page with no storage and no cookies. */
export function cleanPageEachTest() {
  beforeEach(() => {
    window.history.pushState({}, '', '/blog/?pageNumber=2');
    localStorage.clear();
    for (const c of document.cookie.split(';')) {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; max-age=0`;
    }
  });
}
