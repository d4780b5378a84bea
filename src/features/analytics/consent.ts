/** The reader's analytics choice on this device, and the keys that keep it. Pure: no storage here. */

export type ConsentChoice = 'granted' | 'denied';

/**
 * How long a choice stands before the reader is asked again: 13 months, the longest the European
 * regulators' guidance lets a consent be kept (docs/analytics.md).
 */
export const CONSENT_MAX_AGE_MS = 395 * 24 * 60 * 60 * 1000;

/** The localStorage keys of a brand's choice and of its analytics client (id and session). */
export const analyticsKeys = (brandId: string) => ({
  consent: `sf-analytics-consent:${brandId}`,
  client: `sf-analytics-client:${brandId}`,
});

/** The stored form of a choice made at `now` (ms). */
export const encodeConsent = (choice: ConsentChoice, now: number): string => JSON.stringify({ choice, at: now });

/**
 * The choice a stored value records, or null when there is none to go by: nothing stored, a value of
 * another shape (edited, an older build), or a choice older than CONSENT_MAX_AGE_MS.
 */
export function decodeConsent(raw: string | null, now: number): ConsentChoice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { choice, at } = value as { choice?: unknown; at?: unknown };
  if (choice !== 'granted' && choice !== 'denied') return null;
  if (typeof at !== 'number' || !Number.isFinite(at) || now - at > CONSENT_MAX_AGE_MS) return null;
  return choice;
}
