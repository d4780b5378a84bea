import { useId } from 'react';
import { WIDGET_POST_LIST_LABELS, WIDGET_POST_LISTS, type WidgetPostList } from '#contract/web-widget/rules';
import { TextField } from '#src/components/ui/text-field';
import * as fieldStyles from '#src/components/ui/text-field.css';
import * as styles from './widget-partner.css';

export interface SnippetSettingsProps {
  postList: WidgetPostList;
  onPostList: (value: WidgetPostList) => void;
  detailUrl: string;
  onDetailUrl: (value: string) => void;
  detailError?: string;
  defaultDetailUrl: string;
}

/** The two settings of the snippet: which list, and the partner's page that shows one story. */
export function SnippetSettings(p: SnippetSettingsProps) {
  const id = useId();
  return (
    <div className={styles.settings}>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-list`} className={fieldStyles.label}>
          Post list
        </label>
        <select
          id={`${id}-list`}
          name="post-list"
          className={fieldStyles.input}
          value={p.postList}
          onChange={(e) => p.onPostList(e.target.value as WidgetPostList)}
        >
          {WIDGET_POST_LISTS.map((l) => (
            <option key={l} value={l}>
              {WIDGET_POST_LIST_LABELS[l]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Detail page URL"
        name="detail-url"
        type="url"
        inputMode="url"
        value={p.detailUrl}
        onValueChange={p.onDetailUrl}
        error={p.detailError}
        hint={`The page of your site that shows one story and carries the same snippet. Leave it empty to open stories on ${p.defaultDetailUrl || 'our blog'}.`}
        placeholder="https://www.example.com/blog/post"
        autoComplete="url"
      />
    </div>
  );
}
