import type { ReadEffect } from './cache-marks';
import { MICRO_CACHE_MAX_BYTES, MICRO_CACHE_MAX_ENTRY_BYTES, MICRO_CACHE_SECONDS } from './cache-policy';
import type { Representations } from './representations';

/**
 * Public answers kept in this process for a few seconds (docs/caching.md), keyed by host and URL.
 * Only an optimisation: every process can answer every request without it. What it serves is at
 * most `ttlSeconds` old, plus the time one request takes to fetch its replacement (the bound on
 * staleness between processes behind one load balancer).
 */
export interface StoredAnswer {
  status: number;
  /** The handler's headers, without Set-Cookie, Cache-Control, ETag and the encoding's own. */
  headers: [string, string][];
  body: Representations;
  tags: readonly string[];
  effects: readonly ReadEffect[];
  /** It shows live prices (cache-marks.ts, livePrices): no stale-while-revalidate for CDNs. */
  live?: boolean;
  /** The CSP nonce the body was made with (an HTML page's inline styles name it). */
  cspNonce: string;
}

interface Entry {
  answer: StoredAnswer;
  expiresAt: number;
  bytes: number;
}

export interface ResponseCacheOptions {
  /** 0 keeps nothing (every request reaches its route). */
  ttlSeconds?: number;
  maxBytes?: number;
  now?: () => number;
}

export class ResponseCache {
  readonly ttlSeconds: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** In least-recently-used order: a Map iterates in insertion order, and a read re-inserts. */
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<StoredAnswer | undefined>>();
  private bytes = 0;

  constructor({
    ttlSeconds = MICRO_CACHE_SECONDS,
    maxBytes = MICRO_CACHE_MAX_BYTES,
    now = Date.now,
  }: ResponseCacheOptions = {}) {
    this.ttlSeconds = ttlSeconds;
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get enabled() {
    return this.ttlSeconds > 0;
  }

  get size() {
    return this.entries.size;
  }

  /**
   * The kept answer for `key`: fresh for `ttlSeconds`, then `stale` for as long again, while one
   * request fetches its replacement (see `join`); after that, gone.
   */
  get(key: string): { answer: StoredAnswer; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    const now = this.now();
    if (now >= entry.expiresAt + this.ttlSeconds * 1000) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return { answer: entry.answer, stale: now >= entry.expiresAt };
  }

  set(key: string, answer: StoredAnswer) {
    if (!this.enabled) return;
    const bytes = answer.body.identity.byteLength * 2 + key.length;
    if (bytes > MICRO_CACHE_MAX_ENTRY_BYTES * 2) return;
    this.delete(key);
    this.entries.set(key, { answer, expiresAt: this.now() + this.ttlSeconds * 1000, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Drops every kept answer that shows `tag`; returns how many. */
  invalidate(tag: string): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.answer.tags.includes(tag)) {
        this.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Collapses a burst of misses for one key into one trip to the route: the first caller gets a
   * `settle` to call with what it produced; callers meanwhile get `waiting`, the same result.
   */
  join(key: string): { waiting: Promise<StoredAnswer | undefined> } | { settle: (a?: StoredAnswer) => void } {
    const waiting = this.pending.get(key);
    if (waiting) return { waiting };
    let resolve!: (a?: StoredAnswer) => void;
    const promise = new Promise<StoredAnswer | undefined>((r) => (resolve = r));
    this.pending.set(key, promise);
    let settled = false;
    const settle = (answer?: StoredAnswer) => {
      if (settled) return;
      settled = true;
      if (this.pending.get(key) === promise) this.pending.delete(key);
      resolve(answer);
    };
    return { settle };
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
