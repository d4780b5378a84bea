import type { BrandConfig } from '../../../brands/schema';
import { brokerDevHost } from '#contract/broker/dev-host';
import type { Broker } from '../../broker/broker';
import { createBrokerDirectory } from '../../broker/broker-directory';
import type { TestServer } from '../../test-support';
import { TEST_CLIENT_ADDRESS } from '../../test-support';

/** The simulated broker's development host of a brand broker. */
export const simHost = (brand: BrandConfig, brokerId = 'sec') =>
  brokerDevHost(brand.brokers.find((b) => b.id === brokerId)!.redirectHost)!;

/** The product's state a broker sign-in URL carries (Kite's `redirect_params`, sent back on the redirect). */
export const stateOf = (signInUrl: string) =>
  new URLSearchParams(new URL(signInUrl).searchParams.get('redirect_params') ?? '').get('state');

/** A browser on the broker's site: its own cookie jar, the request through the test's app. */
export function simBrowser(t: TestServer, host: string) {
  const cookies = new Map<string, string>();
  return async (path: string, init: RequestInit & { form?: Record<string, string> } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', `${host}:3000`);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const env = { incoming: { socket: { remoteAddress: TEST_CLIENT_ADDRESS, remoteFamily: 'IPv4' } } };
    const res = await t.app.request(path, { ...init, headers, body, redirect: 'manual' }, env);
    for (const c of res.headers.getSetCookie()) {
      const [k, ...v] = c.split(';')[0]!.split('=');
      cookies.set(k!.trim(), v.join('='));
    }
    return res;
  };
}

/**
 * Signs in on the broker's page as a browser does (page, then form) and answers the redirect back
 * (a 303 whose Location carries the one-time token (Kite's request_token, Upstox's code) and state, or
 * the page again).
 */
export async function signInAtSim(
  t: TestServer,
  signInUrl: string,
  { clientCode = 'AB1234', password = 'Secret@123' }: { clientCode?: string; password?: string } = {},
) {
  const url = new URL(signInUrl);
  const browse = simBrowser(t, url.hostname);
  const pageRes = await browse(`${url.pathname}${url.search}`);
  const html = await pageRes.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  // The form posts to the page's own path: Kite's /connect/login, Upstox's authorization dialog.
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '/connect/login';
  return browse(action, {
    method: 'POST',
    form: {
      csrf: field('csrf'),
      api_key: field('api_key'),
      state: field('state'),
      client_id: clientCode,
      password,
    },
  });
}

/** A live session at the simulated broker through the Broker client, for tests of the broker itself. */
export async function simSession(t: TestServer, brand: BrandConfig, opts: { clientCode?: string } = {}) {
  const broker = brokerOf(t, brand);
  const signIn = broker.signInUrl({ state: 'test-state', redirectUrl: `http://${brand.hosts[0]}:3000/` });
  const res = await signInAtSim(t, signIn, opts);
  const back = new URL(res.headers.get('location') ?? 'http://none/');
  const session = await broker.createSession(back.searchParams.get('request_token') ?? '');
  return { broker, ...session };
}

/** The brand's Broker as the app has it by default: the simulated broker through the test's app. */
export const brokerOf = (t: TestServer, brand: BrandConfig, brokerId = 'sec'): Broker =>
  createBrokerDirectory({
    fetch: (request) => t.app.fetch(request),
    brokerRoot: t.devRoots.broker,
    now: () => t.market.now(),
    // The app's own count of the app's ten order requests a second (decision 0284).
    db: t.db,
  })(brand.id, brokerId)!;
