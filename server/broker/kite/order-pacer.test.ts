import { describe, expect, it } from 'vitest';
import { createOrderPacer, type PacerClock } from './order-pacer';

/** A clock that moves only when the pacer sleeps. */
function fakeClock(): PacerClock & { slept: number[] } {
  let t = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => t,
    sleep: async (ms) => {
      slept.push(ms);
      t += ms;
    },
  };
}

describe('the order pacer (Kite: ten order requests a second per app)', () => {
  it('sends ten at once and the eleventh a second after the first answer, never in the same second', async () => {
    const clock = fakeClock();
    const pace = createOrderPacer({ clock });
    const sentAt: number[] = [];
    await Promise.all(Array.from({ length: 11 }, () => pace(async () => sentAt.push(clock.now()))));
    expect(sentAt.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(sentAt[10]).toBe(1000);
    expect(clock.slept).toEqual([1000]);
  });

  it('counts a request still waiting for its answer: the eleventh waits for one, then for its second', async () => {
    const clock = fakeClock();
    const pace = createOrderPacer({ clock });
    const answers: (() => void)[] = [];
    const slow = Array.from({ length: 10 }, () => pace(() => new Promise<void>((r) => answers.push(r))));
    let eleventh: number | undefined;
    const last = pace(async () => (eleventh = clock.now()));
    await new Promise((r) => setTimeout(r, 10));
    expect(eleventh).toBeUndefined();
    expect(clock.slept).toEqual([]);
    answers.forEach((answer) => answer());
    await Promise.all([...slow, last]);
    expect(eleventh).toBe(1000);
  });

  it('lets a later order go at once when the last second had fewer than ten', async () => {
    const clock = fakeClock();
    const pace = createOrderPacer({ clock });
    for (let i = 0; i < 9; i++) await pace(async () => undefined);
    await pace(async () => undefined);
    expect(clock.slept).toEqual([]);
  });
});
