import { describe, expect, it } from 'vitest';
import { SESSION_TIMEOUT_MS, nextVisit, parseIdentity, type Ga4Identity } from './ga4-identity';

const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);
const s0 = t0 / 1000;

describe('nextVisit', () => {
  it('starts a client and its first session on the first page view', () => {
    expect(nextVisit(null, t0, 123456789)).toEqual({
      identity: { cid: `123456789.${s0}`, sid: s0, sct: 1, views: 1, last: t0 },
      firstVisit: true,
      sessionStart: true,
    });
  });

  it('counts page views within 30 minutes into the same session, and keeps the client id', () => {
    const first = nextVisit(null, t0, 42).identity;
    const second = nextVisit(first, t0 + SESSION_TIMEOUT_MS, 99);
    expect(second).toEqual({
      identity: { cid: `42.${s0}`, sid: s0, sct: 1, views: 2, last: t0 + SESSION_TIMEOUT_MS },
      firstVisit: false,
      sessionStart: false,
    });
  });

  it('starts a new session after 30 quiet minutes, with the same client', () => {
    const first: Ga4Identity = { cid: `42.${s0}`, sid: s0, sct: 3, views: 7, last: t0 };
    const later = t0 + SESSION_TIMEOUT_MS + 1;
    expect(nextVisit(first, later, 99)).toEqual({
      identity: { cid: `42.${s0}`, sid: Math.floor(later / 1000), sct: 4, views: 1, last: later },
      firstVisit: false,
      sessionStart: true,
    });
  });

  it('starts a new session when the clock went back', () => {
    const first: Ga4Identity = { cid: `42.${s0}`, sid: s0, sct: 1, views: 2, last: t0 };
    expect(nextVisit(first, t0 - 60_000, 99).sessionStart).toBe(true);
  });
});

describe('parseIdentity', () => {
  const good: Ga4Identity = { cid: `42.${s0}`, sid: s0, sct: 2, views: 3, last: t0 };

  it('reads back what was stored', () => {
    expect(parseIdentity(JSON.stringify(good))).toEqual(good);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['an array', '[]'],
    ['a client id of another form', JSON.stringify({ ...good, cid: 'GA1.1.42.1' })],
    ['a negative count', JSON.stringify({ ...good, views: -1 })],
    ['no sessions', JSON.stringify({ ...good, sct: 0 })],
    ['a fractional time', JSON.stringify({ ...good, last: 1.5 })],
    ['a missing field', JSON.stringify({ cid: good.cid, sid: s0, sct: 1, views: 1 })],
  ])('takes %s as no client', (_, raw) => {
    expect(parseIdentity(raw)).toBeNull();
  });
});
