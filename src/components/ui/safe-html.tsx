import { Suspense, use, useMemo, useState, type HTMLAttributes } from 'react';
import { loadedSanitizer, loadSanitizer } from '../../lib/html/sanitizer-loader';
import { useHydrated } from '../../lib/ssr/use-hydrated';

type SafeHtmlTag = 'div' | 'section' | 'article' | 'span' | 'p' | 'li' | 'figure' | 'blockquote';

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server; it is sanitized here, whatever the server did. */
  html: string;
  as?: SafeHtmlTag;
  /** Keep iframes from the allow-listed video hosts (a post's embeddedLink). */
  allowEmbeds?: boolean;
};

/**
 * The only place server HTML enters the DOM (ESLint forbids dangerouslySetInnerHTML elsewhere).
 * Policy: docs/decisions/0025-sanitizer-policy.md. The sanitizer loads on demand (decision 0279):
 * an element hydrated before it is here keeps the markup the server sanitized and wrote, for as long
 * as it is given the same HTML; HTML the client renders waits for it inside this element's own
 * Suspense boundary (an empty element of the same tag and class meanwhile), never a page's.
 */
export function SafeHtml(props: SafeHtmlProps) {
  const { html: _html, as: Tag = 'div', allowEmbeds: _allowEmbeds, ...rest } = props;
  return (
    <Suspense fallback={<Tag {...rest} />}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}

/** React writes no markup while `__html` stays the same string, and checks none when hydrating here. */
const SERVER_MARKUP = { __html: '' };

function SanitizedHtml({ html, as: Tag = 'div', allowEmbeds = false, ...rest }: SafeHtmlProps) {
  const hydrating = !useHydrated();
  const loaded = loadedSanitizer();
  // What the server's markup shows, when this element hydrated it without the sanitizer.
  const [fromServer] = useState(() => (hydrating && !loaded ? { html, allowEmbeds } : null));
  const keep = fromServer !== null && fromServer.html === html && fromServer.allowEmbeds === allowEmbeds;
  // `use` suspends this element's boundary until the sanitizer is here (once per page at most).
  const sanitize = keep ? undefined : (loaded ?? use(loadSanitizer()));
  const clean = useMemo(
    () => (sanitize ? { __html: sanitize(html, { allowEmbeds }) } : SERVER_MARKUP),
    [sanitize, html, allowEmbeds],
  );
  return <Tag {...rest} suppressHydrationWarning={keep} dangerouslySetInnerHTML={clean} />;
}
