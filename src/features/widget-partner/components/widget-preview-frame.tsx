import { widgetPreviewUrl } from '#contract/web-widget/snippet';
import type { WidgetPostList } from '#contract/web-widget/rules';
import * as styles from './widget-partner.css';

/**
 * The live preview: this site's preview document (server/widget/widget-preview.ts) in a sandboxed
 * frame, the real script with the chosen settings, as a partner's page shows it (decision 0201).
 * No top navigation and no forms from inside; a story's prompts may open the brand's site in a new tab.
 */
export function WidgetPreviewFrame({ postList, detailUrl }: { postList: WidgetPostList; detailUrl: string }) {
  return (
    <iframe
      key={`${postList} ${detailUrl}`}
      className={styles.frame}
      title="Preview of the blog widget"
      src={widgetPreviewUrl({ postList, detailUrl })}
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="same-origin"
      loading="lazy"
    />
  );
}
