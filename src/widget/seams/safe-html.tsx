import { useMemo } from 'react';
import type { SafeHtmlProps } from '../../components/ui/safe-html';
import { sanitizeHtml } from '../../lib/html/sanitize';

/**
 * components/ui/safe-html.tsx for the widget build (vite.widget.config.ts): the widget is one script
 * with the sanitizer in it and renders only in the browser, with nothing to hydrate, so it sanitizes
 * as it renders, without the app's loader, Suspense boundary and hydration check (decision 0279).
 */
export function SafeHtml({ html, as: Tag = 'div', allowEmbeds = false, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { allowEmbeds }), [html, allowEmbeds]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
