/**
 * ISIN (ISO 6166): two letters of country, nine alphanumerics, one check digit. The check digit is the
 * Luhn digit of the first eleven characters with each letter written as two digits (A = 10 … Z = 35).
 */
const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

export function isinCheckDigit(first11: string): number {
  let digits = '';
  for (const ch of first11) digits += ch >= '0' && ch <= '9' ? ch : String(ch.charCodeAt(0) - 55);
  let sum = 0;
  // Luhn from the right: the rightmost digit is doubled, then every second one.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return ISIN_SHAPE.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}
