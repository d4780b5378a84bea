import { useMemo } from 'react';
import type { SafeHtmlProps } from '../../components/ui/safe-html';
import { sanitizeHtml } from '../../lib/html/sanitize';

/**
 * components/ui/safe-html.tsx for the widget build (vite.widget.config.ts). The widget is one file with
 * the sanitizer in it and renders on a partner's page, never hydrating server HTML: it sanitizes at
 * once, without the app's wait for a sanitizer loaded later (decision 0273).
 */
export function SafeHtml({ html, as: Tag = 'div', allowEmbeds = false, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { allowEmbeds }), [html, allowEmbeds]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
