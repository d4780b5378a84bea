/**
 * Kite's rule since 1 April 2026: at most 10 order requests a second per app; the 11th is refused
 * with HTTP 429. The pacer never sends a burst: an order waits until fewer than `perSecond` requests
 * are in flight or were answered within the last `windowMs`. Counting a request until its answer
 * came (not from when it left) keeps the rule at the broker, whose clock sees each one arrive
 * somewhere between the two, whatever the network's delays.
 */
export interface PacerClock {
  /** Milliseconds, monotonic. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: PacerClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type OrderPacer = <T>(send: () => Promise<T>) => Promise<T>;

export function createOrderPacer({
  perSecond = 10,
  windowMs = 1000,
  clock = realClock,
}: { perSecond?: number; windowMs?: number; clock?: PacerClock } = {}): OrderPacer {
  /** Answer times of recent requests; null while one is in flight. */
  const slots: { done: number | null; settled: Promise<void> }[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  async function acquire() {
    for (;;) {
      const now = clock.now();
      for (let i = slots.length - 1; i >= 0; i--) {
        const done = slots[i]!.done;
        if (done !== null && done + windowMs <= now) slots.splice(i, 1);
      }
      if (slots.length < perSecond) break;
      const flying = slots.filter((s) => s.done === null);
      if (flying.length > 0) await Promise.race(flying.map((s) => s.settled));
      else await clock.sleep(Math.min(...slots.map((s) => s.done!)) + windowMs - now);
    }
    let release!: () => void;
    const slot = { done: null as number | null, settled: new Promise<void>((r) => (release = r)) };
    slots.push(slot);
    return () => {
      slot.done = clock.now();
      release();
    };
  }

  return async (send) => {
    // First come, first served: each order takes its turn for a slot, then goes without waiting for the others.
    const turn = queue.then(acquire);
    queue = turn.catch(() => undefined);
    const release = await turn;
    try {
      return await send();
    } finally {
      release();
    }
  };
}

const pacers = new Map<string, OrderPacer>();

/** The process's one pacer of an API key: every client of the same app shares its ten a second. */
export function pacerOf(apiKey: string): OrderPacer {
  let pacer = pacers.get(apiKey);
  if (!pacer) pacers.set(apiKey, (pacer = createOrderPacer()));
  return pacer;
}
