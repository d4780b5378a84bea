const MAX_NEXT_LENGTH = 2000;
const PROBE_ORIGIN = 'http://next.invalid';

/**
 * Where to go after signing in: only a same-site absolute path ('/blog?x=1'). Anything else —
 * another host ('//evil.example', 'https://…'), a backslash, whitespace or a control character
 * (browsers drop tabs and newlines, turning '/\t/evil' into '//evil'), or an over-long value — becomes '/'.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return '/';
  } catch {
    return '/';
  }
  return value;
}
