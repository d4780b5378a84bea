import { BLOG_CMS_LIMITS } from '#contract/blog-cms/rules';
import { TextAreaField } from '#src/components/ui/text-area-field';
import { TextField } from '#src/components/ui/text-field';
import type { CmsFields, FieldErrors } from './draft-model';
import * as styles from './cms.css';

export interface FieldsProps {
  fields: CmsFields;
  errors: FieldErrors;
  onChange: (patch: Partial<CmsFields>) => void;
}

/** Title, short text, tag, and the premium flag with its teaser (required for a premium post). */
export function CmsTextFields({ fields, errors, onChange }: FieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        name="title"
        value={fields.title}
        maxLength={BLOG_CMS_LIMITS.titleMax}
        error={errors.title}
        onValueChange={(title) => onChange({ title })}
      />
      <TextAreaField
        label="Short text"
        name="shortText"
        hint="Shown under the title in the blog's list."
        value={fields.shortText}
        maxLength={BLOG_CMS_LIMITS.shortTextMax}
        onValueChange={(shortText) => onChange({ shortText })}
      />
      <TextField label="Tag" name="tag" value={fields.tag} maxLength={40} onValueChange={(tag) => onChange({ tag })} />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="isPremiumPost"
          checked={fields.isPremiumPost}
          onChange={(e) => onChange({ isPremiumPost: e.target.checked })}
        />
        Premium post (subscribers read all of it)
      </label>
      {fields.isPremiumPost ? (
        <TextAreaField
          label="Teaser"
          name="teaser"
          hint="What readers without a subscription see."
          value={fields.teaser}
          error={errors.teaser}
          onValueChange={(teaser) => onChange({ teaser })}
        />
      ) : null}
    </>
  );
}
