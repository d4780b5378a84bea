import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '../../lib/html/sanitize';

type SafeHtmlTag = 'div' | 'section' | 'article' | 'span' | 'p' | 'li' | 'figure' | 'blockquote';

type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server; it is sanitized here, whatever the server did. */
  html: string;
  as?: SafeHtmlTag;
  /** Keep iframes from the allow-listed video hosts (a post's embeddedLink). */
  allowEmbeds?: boolean;
};

/**
 * The only place server HTML enters the DOM (ESLint forbids dangerouslySetInnerHTML elsewhere).
 * Policy: docs/decisions/0025-sanitizer-policy.md.
 */
export function SafeHtml({ html, as: Tag = 'div', allowEmbeds = false, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { allowEmbeds }), [html, allowEmbeds]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
