import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_MS, analyticsKeys, decodeConsent, encodeConsent } from './consent';

const now = Date.UTC(2026, 10, 25, 10, 0, 0);

describe('decodeConsent', () => {
  it('reads back a choice it encoded', () => {
    expect(decodeConsent(encodeConsent('granted', now), now)).toBe('granted');
    expect(decodeConsent(encodeConsent('denied', now - 1000), now)).toBe('denied');
  });

  it('asks again once a choice is older than 13 months, not before', () => {
    expect(decodeConsent(encodeConsent('granted', now - CONSENT_MAX_AGE_MS), now)).toBe('granted');
    expect(decodeConsent(encodeConsent('granted', now - CONSENT_MAX_AGE_MS - 1), now)).toBeNull();
    expect(decodeConsent(encodeConsent('denied', now - CONSENT_MAX_AGE_MS - 1), now)).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', 'granted'],
    ['JSON null', 'null'],
    ['a bare true', 'true'],
    ['an unknown choice', JSON.stringify({ choice: 'yes', at: now })],
    ['no date', JSON.stringify({ choice: 'granted' })],
    ['a date as text', JSON.stringify({ choice: 'granted', at: '2026-11-25' })],
  ])('takes %s as no choice', (_, raw) => {
    expect(decodeConsent(raw, now)).toBeNull();
  });
});

describe('analyticsKeys', () => {
  it('keeps each brand apart', () => {
    expect(analyticsKeys('starfolio')).toEqual({
      consent: 'sf-analytics-consent:starfolio',
      client: 'sf-analytics-client:starfolio',
    });
    expect(analyticsKeys('arrowline').consent).not.toBe(analyticsKeys('starfolio').consent);
  });
});
