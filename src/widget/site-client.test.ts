// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteClientBody } from '#contract/web-widget/types';
import { READER_TOKEN_ATTRIBUTE, WIDGET_MESSAGES as M } from './messages';
import { createSiteClient, EXPIRY_MARGIN_MS, type SiteClient } from './site-client';
import { NOW, token } from './reader-token-testing';
import { widgetHostPerTest } from './widget-host-testing';

interface Call {
  path: string;
  body: unknown;
  headers: Record<string, string> | undefined;
}

const widgetHost = widgetHostPerTest({ id: 'tl-blogs' });
let host: HTMLElement;
let client: SiteClient;
let calls: Call[];
let changes: boolean[];
let warnings: string[];
let now: number;
/** What site-client/login/ answers next: a key, or a refusal. */
let answer: (assertion: string) => Promise<SiteClientBody>;

const keyFor = (assertion: string) => `key-for-${assertion.slice(-12)}-${calls.length}`;
const granted = (assertion: string): Promise<SiteClientBody> =>
  Promise.resolve({
    key: keyFor(assertion),
    expires_at: new Date(now + 1_800_000).toISOString(),
    expires_in: 1800,
    user: { name: 'Priya', isSubscriber: true },
  });
const logins = () => calls.filter((c) => c.path === 'site-client/login/');
const logouts = () => calls.filter((c) => c.path === 'site-client/logout/');
/** Lets the MutationObserver and the calls' promises run. */
const settle = () => vi.waitFor(() => Promise.resolve());
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await settle();
};

function start(attribute: string | null) {
  if (attribute !== null) host.setAttribute(READER_TOKEN_ATTRIBUTE, attribute);
  client = createSiteClient({
    host,
    post: async <T>(path: string, body: unknown, options?: { headers?: Record<string, string> }) => {
      calls.push({ path, body, headers: options?.headers });
      if (path === 'site-client/login/') return (await answer((body as { assertion: string }).assertion)) as T;
      return {} as T;
    },
    onChange: (signedIn) => changes.push(signedIn),
    warn: (message) => warnings.push(message),
    now: () => now,
  });
  return client.start();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  host = widgetHost();
  calls = [];
  changes = [];
  warnings = [];
  now = NOW;
  answer = granted;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  client.destroy();
  vi.useRealTimers();
});

describe('the partner’s signed-in reader in the widget', () => {
  it('signs in once with the attribute’s token and keeps the key in memory only', async () => {
    const t = token();
    await start(t);
    expect(logins()).toEqual([{ path: 'site-client/login/', body: { assertion: t }, headers: undefined }]);
    const key = client.key();
    expect(key).toMatch(/^key-for-/);
    expect(changes).toEqual([true]);
    // Nowhere but the closure: not in storage, cookies or the page.
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain(key!);
    expect(document.documentElement.outerHTML).not.toContain(key!);

    // Other attributes changing, or the same token written again, sign nobody in again.
    host.setAttribute('data-tl-post-list', 'latest');
    host.setAttribute(READER_TOKEN_ATTRIBUTE, ` ${t} `);
    await flush();
    expect(logins()).toHaveLength(1);
    expect(client.key()).toBe(key);
    expect(warnings).toEqual([]);
  });

  it('is a visitor without the attribute, and asks nothing', async () => {
    await start(null);
    expect(calls).toEqual([]);
    expect(client.key()).toBeNull();
    expect(changes).toEqual([]);
  });

  it('signs out when the partner removes the attribute: logout with that key, a visitor again', async () => {
    await start(token());
    const key = client.key()!;
    host.removeAttribute(READER_TOKEN_ATTRIBUTE);
    await flush();
    expect(logouts()).toEqual([{ path: 'site-client/logout/', body: {}, headers: { KEY: key } }]);
    expect(client.key()).toBeNull();
    expect(changes).toEqual([true, false]);
  });

  it('signs in when the attribute appears later, and moves to a new token without a visitor in between', async () => {
    await start(null);
    host.setAttribute(READER_TOKEN_ATTRIBUTE, token({ sub: 'investor@example.com' }));
    await flush();
    const first = client.key()!;
    expect(first).toMatch(/^key-for-/);
    host.setAttribute(READER_TOKEN_ATTRIBUTE, token({ sub: 'subscriber@example.com', iat: NOW / 1000 }));
    await flush();
    const second = client.key()!;
    expect(second).not.toBe(first);
    expect(logouts().map((c) => c.headers)).toEqual([{ KEY: first }]);
    expect(changes).toEqual([true, true]);
  });

  it('ends the session when the key runs out, a little before the server would', async () => {
    await start(token());
    const key = client.key()!;
    vi.advanceTimersByTime(1_800_000 - EXPIRY_MARGIN_MS - 1);
    expect(logouts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await flush();
    expect(logouts().map((c) => c.headers)).toEqual([{ KEY: key }]);
    expect(client.key()).toBeNull();
    expect(changes).toEqual([true, false]);
    // The attribute still holds the old token: it is not used again.
    await flush();
    expect(logins()).toHaveLength(1);
  });

  it('never sends a key past its deadline, even when a background tab held the timer back', async () => {
    await start(token());
    now += 1_800_000 - EXPIRY_MARGIN_MS;
    expect(client.key()).toBeNull();
    vi.advanceTimersByTime(0);
    await flush();
    expect(logouts()).toHaveLength(1);
    expect(changes).toEqual([true, false]);
  });

  it('does not send a malformed or expired token: one warning, a visitor', async () => {
    await start('not-a-token');
    expect(calls).toEqual([]);
    expect(warnings).toEqual([M.readerRefused(M.tokenMalformed)]);
    host.setAttribute(READER_TOKEN_ATTRIBUTE, token({ exp: NOW / 1000 - 60 }));
    await flush();
    expect(calls).toEqual([]);
    expect(warnings).toEqual([M.readerRefused(M.tokenMalformed), M.readerRefused(M.tokenExpired)]);
    expect(client.key()).toBeNull();
    expect(changes).toEqual([]);
  });

  it('says once why the server refused a token, and stays a visitor', async () => {
    answer = () => Promise.reject(new Error('This sign-in could not be accepted. Sign in on the partner site again.'));
    const t = token({ iss: 'nobody' });
    await start(t);
    expect(logins()).toHaveLength(1);
    expect(warnings).toEqual([
      M.readerRefused('This sign-in could not be accepted. Sign in on the partner site again.'),
    ]);
    expect(client.key()).toBeNull();
    host.setAttribute(READER_TOKEN_ATTRIBUTE, t);
    await flush();
    expect(logins()).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('drops a sign-in that answers after the attribute changed, and ends its session', async () => {
    let release!: () => void;
    answer = (assertion) => new Promise((resolve) => (release = () => resolve(granted(assertion))));
    const pending = start(token());
    await flush();
    host.removeAttribute(READER_TOKEN_ATTRIBUTE);
    await flush();
    release();
    await pending;
    await flush();
    expect(client.key()).toBeNull();
    expect(logouts()).toHaveLength(1);
    expect(changes).toEqual([]);
  });

  it('ends the session when the server says it has ended, and on unmount', async () => {
    await start(token());
    client.end();
    expect(client.key()).toBeNull();
    expect(logouts()).toHaveLength(1);
    host.setAttribute(READER_TOKEN_ATTRIBUTE, token({ iat: 1 }));
    await flush();
    const key = client.key()!;
    client.destroy();
    expect(logouts().at(-1)!.headers).toEqual({ KEY: key });
    // Unmounted: the attribute is no longer watched.
    host.setAttribute(READER_TOKEN_ATTRIBUTE, token({ iat: 2 }));
    await flush();
    expect(logins()).toHaveLength(2);
  });

  it('signs the same reader in again when started after being destroyed (a remount)', async () => {
    await start(token());
    client.destroy();
    expect(client.key()).toBeNull();
    await client.start();
    expect(logins()).toHaveLength(2);
    expect(client.key()).toMatch(/^key-for-/);
    expect(changes).toEqual([true, false, true]);
  });
});
