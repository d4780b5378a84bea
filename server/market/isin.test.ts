import { describe, expect, it } from 'vitest';
import { isValidIsin, isinCheckDigit } from './isin';

describe('ISIN check digit (ISO 6166)', () => {
  it.each([
    ['US037833100', 5], // Apple, the standard's worked example
    ['INE002A0101', 8], // Reliance Industries
    ['INE467B0102', 9], // TCS
    ['INF204KB14I', 2], // Nippon India ETF Nifty 50 BeES
    ['AU0000XVGZA', 3], // an ISIN with letters in its body
  ])('%s has check digit %i', (body, digit) => {
    expect(isinCheckDigit(body)).toBe(digit);
  });

  it.each(['INE002A01018', 'INE040A01034', 'INF732E01037', 'US0378331005'])('accepts %s', (isin) => {
    expect(isValidIsin(isin)).toBe(true);
  });

  it.each([
    ['INE002A01017', 'wrong check digit'],
    ['INE002A01081', 'two digits swapped'],
    ['ine002a01018', 'lower case'],
    ['INE002A0101', 'too short'],
    ['IN0002A01018X', 'too long'],
    ['1NE002A01018', 'country not letters'],
  ])('refuses %s (%s)', (isin) => {
    expect(isValidIsin(isin)).toBe(false);
  });
});
