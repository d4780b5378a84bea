import type pg from 'pg';
import { log } from '../log';

export type Unlisten = () => Promise<void>;

/**
 * LISTEN on a Postgres server for the whole process: one dedicated connection (a pooled one would
 * lose its LISTENs when returned), shared by every subscriber, opened on the first `listen` and
 * re-opened with its channels after the server closes it. Notifications sent by any process on
 * the same database reach every subscriber of their channel (docs/trading.md, "Live updates").
 */
export function pgListener(connect: () => pg.Client) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function open(): Promise<pg.Client> {
    const c = connect();
    c.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    c.on('error', (err) => {
      log.warn('The LISTEN connection was closed; reconnecting', { error: err.message });
      client = undefined;
      c.end().catch(() => undefined);
      if (!closed && handlers.size) setTimeout(() => void reconnect(), 200).unref();
    });
    return c.connect().then(() => c);
  }

  async function reconnect() {
    if (closed || client) return;
    try {
      const c = await (client = open());
      for (const channel of handlers.keys()) await c.query(`LISTEN ${quote(channel)}`);
    } catch (err) {
      client = undefined;
      log.warn('Could not reopen the LISTEN connection', { error: (err as Error).message });
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    }
  }

  async function listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    if (closed) throw new Error('The database is closed.');
    let set = handlers.get(channel);
    const first = !set;
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    if (!client) {
      client = open();
      client.catch(() => (client = undefined));
    }
    if (first) await (await client).query(`LISTEN ${quote(channel)}`);
    return async () => {
      const current = handlers.get(channel);
      if (!current?.delete(onPayload) || current.size) return;
      handlers.delete(channel);
      if (client) await (await client).query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
    };
  }

  async function close() {
    closed = true;
    handlers.clear();
    const c = client;
    client = undefined;
    if (c) await (await c).end().catch(() => undefined);
  }

  return { listen, close };
}
