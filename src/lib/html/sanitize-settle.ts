/** How many passes sanitized markup gets to reach a fixed point; real input needs one or two. */
export const MAX_PASSES = 6;

/**
 * Applies `step` until it returns its input unchanged, and returns that fixed point; null when
 * there is none after `limit` steps (the caller then falls back to something plainly stable).
 */
export function settle(start: string, step: (markup: string) => string, limit = MAX_PASSES): string | null {
  let current = start;
  for (let pass = 0; pass < limit; pass++) {
    const next = step(current);
    if (next === current) return current;
    current = next;
  }
  return null;
}
