import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, DEFAULT_DEBOUNCE_MS } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('defaults to 500 ms (spec §9)', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(500);
  });

  // Each row: the times (ms) of calls with arguments 1, 2, 3…, the time to look, and the calls seen by then.
  it.each<[string, number | undefined, number[], number, number[][]]>([
    ['one call waits the full default', undefined, [0], 499, []],
    ['one call runs at 500 ms', undefined, [0], 500, [[1]]],
    ['a burst runs once with the last arguments', undefined, [0, 100, 200, 300], 800, [[4]]],
    ['each call restarts the wait', undefined, [0, 400, 800], 1299, []],
    ['calls far apart each run', undefined, [0, 600, 1200], 1700, [[1], [2], [3]]],
    ['a custom wait', 200, [0, 150], 349, []],
    ['a custom wait runs', 200, [0, 150], 350, [[2]]],
  ])('%s', (_, ms, callTimes, lookAt, expected) => {
    const fn = vi.fn<(n: number) => void>();
    const debounced = ms === undefined ? debounce(fn) : debounce(fn, ms);
    let now = 0;
    callTimes.forEach((at, i) => {
      vi.advanceTimersByTime(at - now);
      now = at;
      debounced(i + 1);
    });
    vi.advanceTimersByTime(lookAt - now);
    expect(fn.mock.calls).toEqual(expected);
  });

  it('cancel drops the waiting call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    expect(debounced.pending()).toBe(true);
    debounced.cancel();
    expect(debounced.pending()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('flush runs the waiting call now, once', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    debounced('b');
    debounced.flush();
    expect(fn.mock.calls).toEqual([['b']]);
    expect(debounced.pending()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('flush and cancel do nothing when no call waits', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced.flush();
    debounced.cancel();
    expect(fn).not.toHaveBeenCalled();
    debounced('c');
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['c']]);
  });

  it('can be called again after a cancel', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    debounced.cancel();
    debounced(2);
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[2]]);
  });
});
