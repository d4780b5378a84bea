import { describe, expect, it } from 'vitest';
import { Representations } from './representations';
import { ResponseCache, type StoredAnswer } from './response-cache';

const answer = (text: string, tags: string[] = []): StoredAnswer => ({
  status: 200,
  headers: [['content-type', 'application/json']],
  body: new Representations(new TextEncoder().encode(text), 'application/json'),
  tags,
  effects: [],
  cspNonce: 'n',
});

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ResponseCache', () => {
  it('keeps an answer fresh for its TTL, then stale for as long again, then not at all', () => {
    const time = clock();
    const cache = new ResponseCache({ ttlSeconds: 5, now: time.now });
    const a = answer('a');
    cache.set('k', a);
    time.advance(4999);
    expect(cache.get('k')).toEqual({ answer: a, stale: false });
    time.advance(1);
    expect(cache.get('k')).toEqual({ answer: a, stale: true });
    time.advance(4999);
    expect(cache.get('k')?.stale).toBe(true);
    time.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new ResponseCache({ ttlSeconds: 0 });
    cache.set('k', answer('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the answers that show a tag, and only those', () => {
    const cache = new ResponseCache();
    cache.set('list', answer('l', ['post-lists']));
    cache.set('post 1', answer('1', ['post:1']));
    cache.set('post 12', answer('12', ['post:12']));
    expect(cache.invalidate('post:1')).toBe(1);
    expect(cache.get('post 1')).toBeUndefined();
    expect(cache.get('post 12')?.answer).toBeDefined();
    expect(cache.get('list')?.answer).toBeDefined();
  });

  it('drops the least recently read answer when it holds too many bytes', () => {
    const body = 'x'.repeat(100);
    // Each entry counts twice its body plus its key: three fit in 700 bytes, four do not.
    const cache = new ResponseCache({ maxBytes: 700 });
    cache.set('a', answer(body));
    cache.set('b', answer(body));
    cache.set('c', answer(body));
    cache.get('a');
    cache.set('d', answer(body));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((k) => cache.get(k))).toBe(true);
  });

  it('sends a burst of misses for one key to the route once; the rest wait for its answer', async () => {
    const cache = new ResponseCache();
    const first = cache.join('k');
    const second = cache.join('k');
    const third = cache.join('k');
    expect('settle' in first).toBe(true);
    expect('waiting' in second && 'waiting' in third).toBe(true);
    const a = answer('a');
    if ('settle' in first) {
      first.settle(a);
      first.settle(undefined);
    }
    if ('waiting' in second) expect(await second.waiting).toBe(a);
    expect('settle' in cache.join('k')).toBe(true);
  });

  it('lets the waiters go to the route themselves when the first answer cannot be kept', async () => {
    const cache = new ResponseCache();
    const first = cache.join('k');
    const second = cache.join('k');
    if ('settle' in first) first.settle(undefined);
    expect('waiting' in second && (await second.waiting)).toBeUndefined();
  });
});
