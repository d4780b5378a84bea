/**
 * The Google Analytics client on this device: a random client id, and the session its page views
 * belong to (what gtag.js keeps in its _ga cookies, kept here in localStorage, and only once the
 * reader has accepted). Pure: the caller reads and writes the stored record.
 */

export interface Ga4Identity {
  /** "random.seconds", the form gtag.js gives it. */
  cid: string;
  /** Session id: the second the session started. */
  sid: number;
  /** How many sessions this client has had. */
  sct: number;
  /** Page views in the current session. */
  views: number;
  /** When the last page view was sent (ms). */
  last: number;
}

/** A session ends after 30 minutes without a page view (Google Analytics' default). */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

/** One page view's place in the client's history. */
export interface Visit {
  identity: Ga4Identity;
  /** The client's very first page view. */
  firstVisit: boolean;
  /** The first page view of a session. */
  sessionStart: boolean;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The client after one more page view at `now`; `random` (a whole number ≥ 0) makes a new client id. */
export function nextVisit(previous: Ga4Identity | null, now: number, random: number): Visit {
  if (!previous) {
    const identity = { cid: `${random}.${seconds(now)}`, sid: seconds(now), sct: 1, views: 1, last: now };
    return { identity, firstVisit: true, sessionStart: true };
  }
  if (now - previous.last > SESSION_TIMEOUT_MS || now < previous.last) {
    const identity = { ...previous, sid: seconds(now), sct: previous.sct + 1, views: 1, last: now };
    return { identity, firstVisit: false, sessionStart: true };
  }
  return { identity: { ...previous, views: previous.views + 1, last: now }, firstVisit: false, sessionStart: false };
}

const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The stored client, or null for anything else (nothing, edited, an older shape): a new client then. */
export function parseIdentity(raw: string | null): Ga4Identity | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const { cid, sid, sct, views, last } = v as Record<string, unknown>;
  if (typeof cid !== 'string' || !/^\d{1,10}\.\d{1,10}$/.test(cid)) return null;
  if (!count(sid) || !count(sct) || !count(views) || !count(last) || sct < 1) return null;
  return { cid, sid, sct, views, last };
}
