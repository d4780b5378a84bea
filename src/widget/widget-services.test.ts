// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../lib/brand';
import { READER_TOKEN_ATTRIBUTE } from './messages';
import { readWidgetConfig } from './widget-config';
import { createWidgetServices } from './widget-services';
import { token } from './reader-token-testing';
import { widgetHostPerTest } from './widget-host-testing';

/** The widget's request client as the widget build has it: on the ofetch stand-in (decision 0083). */
vi.mock('ofetch', () => import('./seams/ofetch'));

const brand = { id: 'starfolio', segment: 'starfolio', brokerHeader: 'starfolio', loginType: 'all' } as BrandConfig;
const ORIGIN = 'https://app.starfolio.example';
const TOKEN = token({ exp: Math.floor(Date.now() / 1000) + 300 });

interface Sent {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  headers: Headers;
}
let sent: Sent[];
let services: ReturnType<typeof createWidgetServices>;
const widgetHost = widgetHostPerTest({
  'data-tl-post-list': 'all',
  'data-tl-post-detail-page-url': 'https://partner.example/blog/post',
  [READER_TOKEN_ATTRIBUTE]: TOKEN,
});
let host: HTMLElement;

beforeEach(() => {
  sent = [];
  // The partner page's own cookies, which the widget must neither read nor send.
  document.cookie = 'jwt=page.own.jwt; path=/';
  document.cookie = 'csrftoken=page-csrf; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        credentials: init.credentials,
        headers: new Headers(init.headers),
      });
      const body = url.endsWith('/site-client/login/')
        ? { key: 'reader-key', expires_at: '', expires_in: 1800, user: { name: 'Priya', isSubscriber: true } }
        : {};
      return new Response(JSON.stringify({ head: { status: 0 }, body }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  host = widgetHost();
  const config = readWidgetConfig(host);
  if (!config.ok) throw new Error(config.problems.join(' '));
  services = createWidgetServices({ brand, brandOrigin: ORIGIN, config: config.config, host, layer: host });
});

afterEach(() => {
  services.destroy();
  vi.unstubAllGlobals();
});

describe('the widget’s request client with a signed-in reader', () => {
  it('signs in without credentials, sends the key on reads only, and never the page’s cookies', async () => {
    await services.start();
    await services.value.api.get('post/details/', { query: { postId: 7 } });
    const [login, read] = sent;
    expect(login!.url).toBe(`${ORIGIN}/starfolio/api/site-client/login/`);
    expect(login!.method).toBe('POST');
    expect(read!.url).toBe(`${ORIGIN}/starfolio/api/post/details/?postId=7`);
    expect(read!.headers.get('KEY')).toBe('reader-key');
    for (const request of sent) {
      expect(request.credentials).toBe('omit');
      expect(request.headers.get('X-CSRFToken')).toBeNull();
    }
    expect(login!.headers.get('KEY')).toBeNull();

    // A new token while signed in: its sign-in carries no key either.
    host.setAttribute(READER_TOKEN_ATTRIBUTE, `${TOKEN}x`);
    await vi.waitFor(() => expect(sent.filter((s) => s.url.endsWith('/site-client/login/'))).toHaveLength(2));
    expect(sent.filter((s) => s.url.endsWith('/site-client/login/'))[1]!.headers.get('KEY')).toBeNull();

    // Unmounting ends the reader's session.
    services.destroy();
    await vi.waitFor(() => expect(sent.at(-1)!.url).toBe(`${ORIGIN}/starfolio/api/site-client/logout/`));
    expect(sent.at(-1)!.headers.get('KEY')).toBe('reader-key');
  });

  it('drops the key once the partner signs the reader out', async () => {
    await services.start();
    host.removeAttribute(READER_TOKEN_ATTRIBUTE);
    await vi.waitFor(() => expect(sent.map((s) => s.url.split('/api/')[1])).toContain('site-client/logout/'));
    const logout = sent.find((s) => s.url.endsWith('/site-client/logout/'))!;
    expect(logout.headers.get('KEY')).toBe('reader-key');
    await services.value.api.get('post/list/');
    expect(sent.at(-1)!.headers.get('KEY')).toBeNull();
  });
});
