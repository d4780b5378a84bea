/**
 * Takes personal data out of an error report's text (docs/client-errors.md), the same on both
 * sides: the app before sending, the server before storing. URLs lose their query string and
 * fragment; email addresses, runs of 6 or more digits (phone, PAN's digits, account and order
 * numbers, OTPs) and token-like strings (JWTs, long base64 or hex) become placeholders.
 */
/** A URL's query and fragment; a stack's `:line:column` after them is kept. */
const URL_TAIL =
  /(\b(?:https?|wss?|file):\/\/[^\s?#"'<>()]*|(?<![\w.])\/[\w\-./%~]*)[?#][^\s"'<>()]*?((?::\d+){1,2})?(?=[\s"'<>()]|$)/gi;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/** 24+ characters of base64/hex with at least one digit and one letter: keys, tokens, hashes. */
const TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g;
const DIGITS = /\d{6,}/g;
const PAN = /\b[A-Z]{5}\d{4}[A-Z]\b/g;

export function redact(text: string): string {
  return text
    .replace(URL_TAIL, '$1$2')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(PAN, '[pan]')
    .replace(TOKEN, '[token]')
    .replace(DIGITS, '[number]');
}

/** A page or script address with no query string or fragment (a `:line:column` kept), redacted. */
export function redactPath(url: string): string {
  const bare = url.replace(/[?#].*?((?::\d+){1,2})?$/s, '$1');
  return redact(bare);
}

/** Cuts to `max` characters, marking the cut. */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
