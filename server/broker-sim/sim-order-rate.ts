/**
 * Kite's rule since 1 April 2026: at most 10 order requests (place, modify, cancel) a second per app;
 * the 11th within any second is refused with HTTP 429. Counted on arrival, in this process's memory
 * (the simulator's one piece of state outside its tables: a second's worth, lost on a restart as a
 * rate limiter's is).
 */
export type OrderRateLimit = (apiKey: string) => boolean;

export function createOrderRateLimit({
  perSecond = 10,
  windowMs = 1000,
  now = () => performance.now(),
}: { perSecond?: number; windowMs?: number; now?: () => number } = {}): OrderRateLimit {
  const arrivals = new Map<string, number[]>();
  return (apiKey) => {
    const t = now();
    const recent = (arrivals.get(apiKey) ?? []).filter((at) => at > t - windowMs);
    const allowed = recent.length < perSecond;
    if (allowed) recent.push(t);
    arrivals.set(apiKey, recent);
    return allowed;
  };
}
