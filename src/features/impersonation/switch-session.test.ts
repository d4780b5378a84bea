// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { QueryClient } from '@tanstack/react-query';
import type { ImpersonationInfo } from '#contract/impersonation/rules';
import { readCookie } from '#src/lib/cookies';
import { impersonationAtom } from '#src/lib/session/impersonation-atom';
import type { ApiClient } from '#src/lib/http/api-client';
import { isLoggedInAtom, sessionEndingAtom, userInfoAtom, type UserInfo } from '#src/lib/session/session-atoms';
import { forgetUser, setSessionUser } from '#src/lib/session/session';
import { switchSession } from './switch-session';
import { exitClientView, startClientView } from './api/lac-api';

const person = (id: number, name: string): UserInfo => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  mobile: null,
  isSubscriber: false,
  brokerName: null,
  brokerClientCode: null,
  roles: [],
});
const dealer = { ...person(3, 'Kiran Dealer'), roles: ['dealer' as const] };
const client = person(9, 'Asha Investor');
const view: ImpersonationInfo = {
  client: { id: 9, name: 'Asha Investor', email: 'investor@example.com' },
  staff: { id: 3, name: 'Kiran Dealer' },
  expiresAt: '2026-11-23T10:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'jwt=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('switchSession', () => {
  it("into a view: the staff member's data is gone, the new cookie stays, the client and the view are recorded", async () => {
    const store = createStore();
    const queryClient = new QueryClient();
    setSessionUser(store, dealer);
    localStorage.setItem('dealer-thing', 'x');
    queryClient.setQueryData(['login-as-client', 'clients', 3], { clients: [] });
    document.cookie = 'jwt=view.token.sig; path=/';

    await switchSession({ store, queryClient }, client, view);

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem('dealer-thing')).toBeNull();
    expect(readCookie('jwt')).toBe('view.token.sig');
    expect(store.get(userInfoAtom)).toEqual(client);
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(impersonationAtom)).toEqual(view);
    expect(JSON.parse(localStorage.getItem('impersonation')!)).toEqual(view);
  });

  it("out of a view: the client's data is gone and the banner's state with it", async () => {
    const store = createStore();
    const queryClient = new QueryClient();
    await switchSession({ store, queryClient }, client, view);
    queryClient.setQueryData(['my-baskets', 9], { investments: [1] });

    await switchSession({ store, queryClient }, dealer, null);

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(store.get(userInfoAtom)).toEqual(dealer);
    expect(store.get(impersonationAtom)).toBeNull();
  });

  it('forgetting the user (logout, 401, 403) forgets the view too', async () => {
    const store = createStore();
    await switchSession({ store, queryClient: new QueryClient() }, client, view);
    forgetUser(store);
    expect(store.get(impersonationAtom)).toBeNull();
    expect(localStorage.getItem('impersonation')).toBeNull();
  });
});

describe('opening and leaving a client view', () => {
  /**
   * The server suspends the staff token as a view opens and revokes the view's as it ends: a request
   * of the old session answered after that is a 401. Both moves stop the old session's requests first
   * and mark the session as ending until the new one is in place.
   */
  it.each([
    [
      'opening',
      (api: ApiClient, deps: { store: ReturnType<typeof createStore>; queryClient: QueryClient }) =>
        startClientView({ api, ...deps }, { client: 9, reason: 'A call about their SIP' }),
      { user: client, impersonation: view },
    ],
    [
      'leaving',
      (api: ApiClient, deps: { store: ReturnType<typeof createStore>; queryClient: QueryClient }) =>
        exitClientView({ api, ...deps }),
      { user: dealer },
    ],
  ] as const)(
    "%s: the old session's requests stop, and the session reads as ending until the new one is in",
    async (_, move, answer) => {
      const store = createStore();
      const queryClient = new QueryClient();
      setSessionUser(store, dealer);
      let aborted = false;
      queryClient
        .fetchQuery({
          queryKey: ['notices'],
          queryFn: ({ signal }) => new Promise(() => signal.addEventListener('abort', () => (aborted = true))),
        })
        .catch(() => undefined); // cancelled: the point of the test
      const atPost: Array<{ aborted: boolean; ending: boolean }> = [];
      const post = vi.fn(async () => {
        atPost.push({ aborted, ending: store.get(sessionEndingAtom) });
        return answer;
      });

      await move({ post, get: vi.fn(), url: vi.fn() } as unknown as ApiClient, { store, queryClient });

      expect(atPost).toEqual([{ aborted: true, ending: true }]);
      expect(store.get(sessionEndingAtom)).toBe(false);
      expect(store.get(userInfoAtom)).toEqual(answer.user);
    },
  );
});
