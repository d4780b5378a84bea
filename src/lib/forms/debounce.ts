/** Spec §9: default debounce. */
export const DEFAULT_DEBOUNCE_MS = 500;

export interface Debounced<A extends unknown[]> {
  /** Schedules a call with these arguments, replacing any call still waiting. */
  (...args: A): void;
  /** Drops the waiting call, if any. */
  cancel(): void;
  /** Makes the waiting call now, if any. */
  flush(): void;
  /** True while a call is waiting. */
  pending(): boolean;
}

/** Calls `fn` once `ms` have passed without another call, with the latest arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms = DEFAULT_DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | undefined;

  const run = () => {
    const args = waiting;
    clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: A) => {
    waiting = args;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  debounced.flush = run;
  debounced.pending = () => waiting !== undefined;
  return debounced;
}
