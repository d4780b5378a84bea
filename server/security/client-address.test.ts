import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { clientAddress, clientKey, isHttps, normaliseAddress } from './client-address';

/** A tiny app that reports what the helpers read, behind `trustProxy` proxies. */
function probe(trustProxy: number) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('trustProxy', trustProxy);
    await next();
  });
  app.get('/', (c) => c.json({ address: clientAddress(c), key: clientKey(c), https: isHttps(c) }));
  return async (socket: string | undefined, headers: Record<string, string> = {}, url = 'http://a.localhost/') => {
    const env = socket === undefined ? {} : { incoming: { socket: { remoteAddress: socket } } };
    const res = await app.request(url, { headers }, env);
    return (await res.json()) as { address: string; key: string; https: boolean };
  };
}

describe('client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const read = probe(0);
    expect(await read('203.0.113.7')).toMatchObject({ address: '203.0.113.7', key: '203.0.113.7' });
    expect(await read('203.0.113.7', { 'x-forwarded-for': '198.51.100.1' })).toMatchObject({
      address: '203.0.113.7',
    });
    expect(await read('::ffff:203.0.113.7')).toMatchObject({ address: '203.0.113.7' });
    expect(await read(undefined)).toMatchObject({ address: 'unknown' });
  });

  it('behind N trusted proxies, is the N-th X-Forwarded-For entry from the right', async () => {
    const xff = { 'x-forwarded-for': '1.1.1.1, 198.51.100.1, 10.0.0.2' };
    expect(await probe(1)('10.0.0.1', xff)).toMatchObject({ address: '10.0.0.2' });
    expect(await probe(2)('10.0.0.1', xff)).toMatchObject({ address: '198.51.100.1' });
    // Fewer entries than proxies: the leftmost, the nearest to the client there is.
    expect(await probe(5)('10.0.0.1', xff)).toMatchObject({ address: '1.1.1.1' });
    // No header, or garbage where the proxy's entry should be: the socket.
    expect(await probe(1)('10.0.0.1')).toMatchObject({ address: '10.0.0.1' });
    expect(await probe(1)('10.0.0.1', { 'x-forwarded-for': 'evil, <script>' })).toMatchObject({
      address: '10.0.0.1',
    });
  });

  it('counts IPv6 callers by their /64', async () => {
    const read = probe(0);
    expect((await read('2001:db8:aa:bb:1:2:3:4')).key).toBe('2001:db8:aa:bb::/64');
    expect((await read('2001:db8:aa:bb::9')).key).toBe('2001:db8:aa:bb::/64');
    expect((await read('2001:db8::1')).key).toBe('2001:db8:0:0::/64');
    expect((await read('::1')).key).toBe('0:0:0:0::/64');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await probe(0)('10.0.0.1', https)).https).toBe(false);
    expect((await probe(1)('10.0.0.1', https)).https).toBe(true);
    expect((await probe(1)('10.0.0.1', { 'x-forwarded-proto': 'https, http' })).https).toBe(false);
    expect((await probe(0)('10.0.0.1', {}, 'https://a.localhost/')).https).toBe(true);
  });

  it('normalises addresses and refuses anything else', () => {
    expect(normaliseAddress(' [2001:DB8::1] ')).toBe('2001:db8::1');
    expect(normaliseAddress('300.1.1.1')).toBeUndefined();
    expect(normaliseAddress('')).toBeUndefined();
  });
});
