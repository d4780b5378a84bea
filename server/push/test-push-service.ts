import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { browserKeys, checkVapid, decryptPushBody, type BrowserKeys, type VapidClaims } from './rfc8291';

/** What the local push service received and made of it. */
export interface ReceivedPush {
  subscription: string;
  /** The decrypted payload, or undefined when the request was refused. */
  payload?: string;
  vapid?: VapidClaims;
  error?: string;
  headers: { ttl?: string; urgency?: string; topic?: string; encoding?: string };
  status: number;
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  browser: BrowserKeys;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A push service for tests, on 127.0.0.1 (docs/push.md, "Testing"): it hands out subscriptions
 * (endpoint + a browser's keys made here), checks each push's VAPID JWT, decrypts its body with the
 * subscription's private key and answers 201, or the status a test asks for (404, 410, …).
 */
export async function startTestPushService() {
  const subscriptions = new Map<string, TestSubscription>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const sub = subscriptions.get(id);
      const entry: ReceivedPush = {
        subscription: id,
        status: 201,
        headers: {
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
          encoding: req.headers['content-encoding'],
        },
      };
      try {
        if (req.method !== 'POST' || !sub) throw Object.assign(new Error('no such subscription'), { status: 404 });
        entry.vapid = checkVapid(req.headers.authorization, origin, Math.floor(Date.now() / 1000));
        entry.status = statuses.get(id) ?? 201;
        if (entry.status === 201) entry.payload = decryptPushBody(body, sub.browser);
      } catch (err) {
        entry.error = (err as Error).message;
        entry.status = (err as { status?: number }).status ?? 400;
      }
      received.push(entry);
      res.writeHead(entry.status).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;

  return {
    origin,
    received,
    /** A new browser subscription on this service. */
    subscribe(): TestSubscription {
      const id = `s${++next}`;
      const browser = browserKeys();
      const sub = {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
        browser,
      };
      subscriptions.set(id, sub);
      return sub;
    },
    /** From now on, pushes to this subscription are answered `status` (404/410: gone). */
    answer(sub: TestSubscription, status: number) {
      statuses.set(sub.id, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;
