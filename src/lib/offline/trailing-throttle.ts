export interface Throttled {
  /** Asks for a run: the first ask starts the wait, later asks within it are folded into the one run. */
  (): void;
  /** Runs a waiting call now (the page is going away). */
  flush(): Promise<void>;
}

/**
 * Runs `fn` at most once every `ms`, at the end of the wait, so what it reads then is the latest
 * state. An ask that arrives while `fn` runs starts a new wait: the last state is always written.
 * Errors are passed to `onError`; the next ask tries again.
 */
export function trailingThrottle(fn: () => unknown, ms: number, onError: (e: unknown) => void = () => undefined) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = false;
  let running: Promise<void> = Promise.resolve();

  const run = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (!asked) return running;
    asked = false;
    running = running.then(async () => {
      try {
        await fn();
      } catch (e) {
        onError(e);
      }
    });
    return running;
  };

  const throttled: Throttled = Object.assign(
    () => {
      asked = true;
      timer ??= setTimeout(() => void run(), ms);
    },
    { flush: run },
  );
  return throttled;
}
