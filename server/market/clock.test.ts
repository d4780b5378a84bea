import { describe, expect, it } from 'vitest';
import { createMarketClock, parseMarketNow } from './clock';

describe('parseMarketNow', () => {
  it.each([
    ['2025-10-21T10:30:00+05:30', '2025-10-21T05:00:00.000Z'],
    ['2025-10-21T10:30+05:30', '2025-10-21T05:00:00.000Z'],
    ['2025-10-21T05:00:00.250Z', '2025-10-21T05:00:00.250Z'],
    ['2030-12-31T23:59:59+05:30', '2030-12-31T18:29:59.000Z'],
  ])('reads %s as %s', (value, iso) => {
    const parsed = parseMarketNow(value);
    expect('instant' in parsed && parsed.instant.toISOString()).toBe(iso);
  });

  it.each([
    ['2025-10-21 10:30', /not of that form/],
    ['2025-10-21T10:30:00', /time zone, Z or ±HH:MM, is required/],
    ['2025-13-01T10:00:00Z', /no such date or time/],
    ['2025-10-21T10:60:00Z', /no such date or time/],
    // 2024-12-31 18:29 UTC is still 2024 in IST; one minute later it is 2025.
    ['2024-12-31T18:29:00Z', /outside that span/],
  ])('refuses %s', (value, reason) => {
    const parsed = parseMarketNow(value);
    expect('problem' in parsed && parsed.problem).toMatch(reason);
    expect('problem' in parsed && parsed.problem).toContain(`(got "${value}")`);
  });

  it('accepts the first IST minute of the span', () => {
    expect('instant' in parseMarketNow('2024-12-31T18:30:00Z')).toBe(true);
  });
});

describe('createMarketClock', () => {
  it('stands still at MARKET_NOW, and a caller cannot move it', () => {
    const clock = createMarketClock(new Date('2025-10-21T08:30:00Z'));
    const first = clock.now();
    first.setFullYear(2000);
    expect(clock.fixed).toBe(true);
    expect(clock.now().toISOString()).toBe('2025-10-21T08:30:00.000Z');
  });
  it('follows the real time otherwise', () => {
    const clock = createMarketClock();
    const before = Date.now();
    const now = clock.now().getTime();
    expect(clock.fixed).toBe(false);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now - before).toBeLessThan(1000);
  });
});
