import { use, useMemo, useState, type HTMLAttributes } from 'react';
import { loadSanitizer, sanitizerNow } from '../../lib/html/sanitizer';
import { useHydrated } from '../../lib/ssr/use-hydrated';

type SafeHtmlTag = 'div' | 'section' | 'article' | 'span' | 'p' | 'li' | 'figure' | 'blockquote';

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server; it is sanitized here, whatever the server did. */
  html: string;
  as?: SafeHtmlTag;
  /** Keep iframes from the allow-listed video hosts (a post's embeddedLink). */
  allowEmbeds?: boolean;
};

/** What the markup shown depends on: the HTML and whether embeds are kept. */
const markupKey = (html: string, allowEmbeds: boolean) => `${allowEmbeds ? 'embeds' : 'article'}:${html}`;

/**
 * The only place server HTML enters the DOM (ESLint forbids dangerouslySetInnerHTML elsewhere).
 * Policy: docs/decisions/0025-sanitizer-policy.md.
 *
 * Hydrating a page the server rendered, the element keeps the markup the server sanitized (React
 * leaves an element's inner HTML as it is while hydrating), so the sanitizer is not needed for the
 * first paint (decision 0273). It keeps it for as long as it is given that same HTML; the first time
 * it renders HTML it did not hydrate, it waits for the sanitizer (suspending) and sanitizes, as always.
 */
export function SafeHtml({ html, as: Tag = 'div', allowEmbeds = false, ...rest }: SafeHtmlProps) {
  const hydrated = useHydrated();
  const key = markupKey(html, allowEmbeds);
  // The HTML whose server markup this element shows, from hydration until it is given other HTML.
  const [serverMarkup, setServerMarkup] = useState(() => (!hydrated && !sanitizerNow() ? key : null));
  if (serverMarkup !== null && serverMarkup !== key) setServerMarkup(null);
  const keep = serverMarkup === key;
  const sanitizer = keep ? null : (sanitizerNow() ?? use(loadSanitizer()));
  const clean = useMemo(() => sanitizer?.sanitizeHtml(html, { allowEmbeds }) ?? '', [sanitizer, html, allowEmbeds]);
  if (keep) return <Tag {...rest} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
