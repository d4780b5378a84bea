import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './run-every';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('runEvery', () => {
  it('never runs two rounds at once, goes on after a failing round, and stop waits for the round in progress', async () => {
    let active = 0;
    let most = 0;
    let rounds = 0;
    let release: () => void = () => undefined;
    const stop = runEvery('test job', 100, async () => {
      rounds += 1;
      active += 1;
      most = Math.max(most, active);
      if (rounds === 1) throw new Error('first round fails');
      await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
    });
    await vi.advanceTimersByTimeAsync(100); // round 1 fails at once
    active = 0;
    await vi.advanceTimersByTimeAsync(100); // round 2 starts and waits
    await vi.advanceTimersByTimeAsync(500); // ticks while it runs are skipped
    expect(rounds).toBe(2);
    expect(most).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(2);
  });
});
