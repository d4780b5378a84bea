import { XSS_PAYLOADS } from './xss-payloads';

/** A published, non-premium post carrying every hostile HTML payload, for sanitizer tests in the UI. */
export const SECURITY_TEST_TITLE = 'Security test: hostile HTML';
export const SECURITY_TEST_SLUG = 'security-test-hostile-html';
/** Its place in the list, newest first (0-based): page 3 at 10 a page, never the lead story. */
export const SECURITY_TEST_POSITION = 24;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Payloads that leave a tag open are already last in XSS_PAYLOADS, so they swallow nothing of ours. */
export function securityTestArticle(): { shortText: string; body: string } {
  const all = XSS_PAYLOADS.map((p) => p.html).join('\n');
  const sections = XSS_PAYLOADS.map((p) => `<h3>${esc(p.name)}</h3>\n${p.html}`).join('\n');
  return {
    shortText: `<p>Every known hostile fragment in one post. Nothing below should run.</p>\n${all}`,
    body: `<p>This post exists to prove that the reader never runs script from post HTML.</p>\n<h2>Payloads</h2>\n${sections}`,
  };
}

/** The comment limit on the server. */
const MAX_COMMENT = 2000;

/** Every payload as comment text (plain text, never HTML), packed into as few comments as fit the limit. */
export function securityTestComments(): string[] {
  const comments: string[] = [];
  let current = '';
  for (const { html } of XSS_PAYLOADS) {
    const next = current ? `${current}\n${html}` : html;
    if (next.length > MAX_COMMENT && current) {
      comments.push(current);
      current = html;
    } else current = next;
  }
  if (current) comments.push(current);
  return comments;
}
