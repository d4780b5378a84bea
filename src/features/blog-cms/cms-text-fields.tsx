import { BLOG_CMS_LIMITS } from '#contract/blog-cms/rules';
import { FieldList, type FieldSpec } from '#src/components/ui/field-list';
import type { CmsFields, FieldErrors } from './draft-model';
import * as styles from './cms.css';

export interface FieldsProps {
  fields: CmsFields;
  errors: FieldErrors;
  onChange: (patch: Partial<CmsFields>) => void;
}

type Key = 'title' | 'shortText' | 'tag' | 'teaser';

const TEXTS: FieldSpec<Key>[] = [
  { name: 'title', label: 'Title', maxLength: BLOG_CMS_LIMITS.titleMax },
  {
    kind: 'textarea',
    name: 'shortText',
    label: 'Short text',
    hint: "Shown under the title in the blog's list.",
    maxLength: BLOG_CMS_LIMITS.shortTextMax,
    silent: true,
  },
  { name: 'tag', label: 'Tag', maxLength: 40, silent: true },
];

const TEASER: FieldSpec<Key> = {
  kind: 'textarea',
  name: 'teaser',
  label: 'Teaser',
  hint: 'What readers without a subscription see.',
};

/** Title, short text, tag, and the premium flag with its teaser (required for a premium post). */
export function CmsTextFields({ fields, errors, onChange }: FieldsProps) {
  const list = { values: fields, errors, onValueChange: (key: Key) => (value: string) => onChange({ [key]: value }) };
  return (
    <>
      <FieldList fields={TEXTS} {...list} />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="isPremiumPost"
          checked={fields.isPremiumPost}
          onChange={(e) => onChange({ isPremiumPost: e.target.checked })}
        />
        Premium post (subscribers read all of it)
      </label>
      <FieldList fields={[fields.isPremiumPost && TEASER]} {...list} />
    </>
  );
}
