import { describe, expect, it } from 'vitest';
import { analyticsKeys } from './consent';
import { createGa4Sink, type Ga4SinkOptions } from './ga4-sink';
import { parseIdentity } from './ga4-identity';

const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);
const key = analyticsKeys('starfolio').client;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function sink(over: Partial<Ga4SinkOptions> & Pick<Ga4SinkOptions, 'storage'>) {
  const sent: URLSearchParams[] = [];
  let clock = t0;
  let next = 1000;
  const s = createGa4Sink({
    measurementId: 'G-STAR12345',
    brandId: 'starfolio',
    send: (url) => sent.push(new URL(url).searchParams),
    now: () => clock,
    random: () => next++,
    language: 'en-IN',
    screen: '390x844',
    ...over,
  });
  return { s, sent, tick: (ms: number) => (clock += ms) };
}

describe('the GA4 sink', () => {
  it('keeps one client across page loads, numbers hits within a load, and marks only the first visit', () => {
    const storage = memoryStorage();
    const load1 = sink({ storage });
    load1.s.pageView({ location: 'http://x/blog', title: 'Blog', referrer: 'https://example.com/' });
    load1.tick(5_000);
    load1.s.pageView({ location: 'http://x/saved/', title: 'Saved' });
    const [a, b] = load1.sent;
    expect(a!.get('cid')).toBe(b!.get('cid'));
    expect([a!.get('_s'), b!.get('_s')]).toEqual(['1', '2']);
    expect([a!.get('_fv'), b!.get('_fv')]).toEqual(['1', null]);
    expect([a!.get('dr'), b!.get('dr')]).toEqual(['https://example.com/', null]);
    expect(a!.get('_p')).toBe(b!.get('_p'));
    expect(parseIdentity(storage.map.get(key)!)?.cid).toBe(a!.get('cid'));

    const load2 = sink({ storage });
    load2.s.pageView({ location: 'http://x/', title: 'Home' });
    const c = load2.sent[0]!;
    expect(c.get('cid')).toBe(a!.get('cid'));
    expect(c.get('_s')).toBe('1');
    expect(c.get('_fv')).toBeNull();
    expect(c.get('sid')).toBe(a!.get('sid'));
  });

  it('starts a new client once the stored one is gone (a rejection or a logout deleted it)', () => {
    const storage = memoryStorage();
    const { s, sent } = sink({ storage });
    s.pageView({ location: 'http://x/', title: 'Home' });
    storage.map.clear();
    s.pageView({ location: 'http://x/blog', title: 'Blog' });
    expect(sent[1]!.get('cid')).not.toBe(sent[0]!.get('cid'));
    expect(sent[1]!.get('_fv')).toBe('1');
  });

  it('sends nothing when storage refuses the client', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { s, sent } = sink({ storage: refusing });
    expect(() => s.pageView({ location: 'http://x/', title: 'Home' })).not.toThrow();
    expect(sent).toEqual([]);
  });
});
