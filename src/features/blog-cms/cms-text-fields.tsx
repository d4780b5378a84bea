import { useId } from 'react';
import { BLOG_CMS_LIMITS } from '#contract/blog-cms-rules';
import { TextField } from '#src/components/ui/text-field';
import type { CmsFields, FieldErrors } from './draft-model';
import * as styles from './cms.css';

export interface FieldsProps {
  fields: CmsFields;
  errors: FieldErrors;
  onChange: (patch: Partial<CmsFields>) => void;
}

function TextArea(props: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  onValueChange: (v: string) => void;
}) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id}>
        <strong>{props.label}</strong>
      </label>
      {props.hint ? (
        <p id={`${id}-hint`} className={styles.muted}>
          {props.hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={props.name}
        className={styles.textarea}
        value={props.value}
        maxLength={BLOG_CMS_LIMITS.shortTextMax}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => props.onValueChange(e.target.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} className={styles.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
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
      <TextArea
        label="Short text"
        name="shortText"
        hint="Shown under the title in the blog's list."
        value={fields.shortText}
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
        <TextArea
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
