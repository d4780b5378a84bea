/**
 * Exponential back-off for polling and retries: attempt 0 waits `firstMs`, each later attempt twice the
 * one before, never more than `maxMs` (a negative attempt counts as 0). Each caller keeps its own numbers.
 */
export const backOff =
  ({ firstMs, maxMs }: { firstMs: number; maxMs: number }) =>
  (attempt: number): number =>
    Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt));
