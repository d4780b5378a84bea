// A browser from Node for scripts and process-level tests: a cookie jar per host and the Host header of
// our choosing (node:http: fetch() will not send one), reaching brand hosts at 127.0.0.1.
import { request, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { API } from '#contract/http/api-paths';
import type { BrandConfig } from '../../brands/schema';

export interface Answer {
  status: number;
  location: string;
  json: { head: { status: unknown; message?: string }; body: Record<string, unknown> } | null;
  text: string;
}

interface CallOptions {
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** `jars`: another browser's cookies, to carry its session to a second server process. */
export function browser(port: number, jars = new Map<string, Map<string, string>>()) {
  const jarOf = (host: string) => {
    const jar = jars.get(host) ?? new Map<string, string>();
    jars.set(host, jar);
    return jar;
  };
  /** The headers this browser sends to a host: its cookies, CSRF token and session key. */
  const headersFor = (host: string) => {
    const jar = jarOf(host);
    const headers: Record<string, string> = { host: `${host}:${port}` };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (jar.get('csrftoken')) headers['X-CSRFToken'] = jar.get('csrftoken')!;
    if (jar.get('jwt')) headers.KEY = jar.get('jwt')!;
    return headers;
  };
  const send = (host: string, method: string, path: string, opts: CallOptions, extra: Record<string, string>) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const headers = { ...headersFor(host), ...opts.headers, ...extra };
      let body: string | undefined;
      if (opts.json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(opts.json)];
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(opts.form).toString();
      }
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        const jar = jarOf(host);
        for (const c of res.headers['set-cookie'] ?? []) {
          const [k, ...v] = c.split(';')[0]!.split('=');
          jar.set(k!.trim(), v.join('='));
        }
        resolve(res);
      });
      req.on('error', reject);
      req.end(body);
    });
  const call = async (host: string, method: string, path: string, opts: CallOptions = {}): Promise<Answer> => {
    const res = await send(host, method, path, opts, {});
    let text = '';
    res.setEncoding('utf8');
    for await (const chunk of res) text += chunk as string;
    let json: Answer['json'] = null;
    try {
      json = JSON.parse(text) as Answer['json'];
    } catch {
      /* a page */
    }
    return { status: res.statusCode ?? 0, location: res.headers.location ?? '', json, text };
  };
  /** A GET whose body is read as it arrives (server-sent events), as a fetch() Response. */
  const stream = async (host: string, path: string, accept = 'text/event-stream'): Promise<Response> => {
    const res = await send(host, 'GET', path, {}, { accept });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
    return new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, { status: res.statusCode, headers });
  };
  return { call, stream, headersFor, jars };
}

export interface BrokerAccount {
  email: string;
  password: string;
  /** The client ID at the simulated broker: a new one opens an account with the starting funds. */
  clientCode: string;
  brokerId?: string;
}

/** Signs a user in on a brand and connects the simulated broker through its sign-in page, as a browser does. */
export async function signedInWithBroker(port: number, brand: BrandConfig, account: BrokerAccount) {
  const b = browser(port);
  const host = brand.hosts[0]!;
  const api = (path: string) => `/${brand.segment}/api/${path}`;
  await b.call(host, 'GET', api('health/'));
  const login = await b.call(host, 'POST', api(API.auth.login), {
    json: { email: account.email, password: account.password },
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.json?.head.message}`);
  return connectedToBroker(b, brand, account);
}

/**
 * A browser already holding a session on `brand` (its `jwt` cookie) connects the simulated broker through
 * its sign-in page: a new client code opens an account there with the starting funds.
 */
export async function connectedToBroker(
  b: ReturnType<typeof browser>,
  brand: BrandConfig,
  account: Omit<BrokerAccount, 'email'>,
) {
  const { call } = b;
  const host = brand.hosts[0]!;
  const api = (path: string) => `/${brand.segment}/api/${path}`;
  await call(host, 'GET', api('health/'));
  const connect = await call(host, 'POST', api(API.broker.connect), {
    json: { broker_id: account.brokerId ?? 'sec' },
  });
  const signIn = new URL(String(connect.json?.body.redirect));
  const page = await call(signIn.hostname, 'GET', `${signIn.pathname}${signIn.search}`);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.text)?.[1] ?? '';
  const back = await call(signIn.hostname, 'POST', '/connect/login', {
    form: {
      csrf: field('csrf'),
      api_key: field('api_key'),
      state: field('state'),
      client_id: account.clientCode,
      password: account.password,
    },
  });
  if (!back.location) throw new Error(`the broker sign-in answered ${back.status}: ${back.text.slice(0, 300)}`);
  const callback = new URL(back.location);
  await call(host, 'GET', `${callback.pathname}${callback.search}`);
  return { ...b, host, api };
}
