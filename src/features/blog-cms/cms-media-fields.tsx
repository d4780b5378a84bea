import { useId, useState } from 'react';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { resourceUrl } from '#src/lib/html/embedding';
import { Button } from '#src/components/ui/button';
import { cmsCalls } from './cms-queries';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { videoLinkError, type CmsFields } from './draft-model';
import type { FieldsProps } from './cms-text-fields';
import { imageProblem } from './upload-checks';
import * as styles from './cms.css';

/** The post's image (checked here, then by the server, which makes the blog's sizes) and its video link. */
export function CmsMediaFields({ fields, errors, onChange }: FieldsProps) {
  const api = useApi();
  const id = useId();
  const [imageError, setImageError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    setImageError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const image = await cmsCalls.uploadImage(api, file);
      onChange({ imageKey: image.imageKey, imageUrl: image.imageUrl } satisfies Partial<CmsFields>);
    } catch (err) {
      setImageError(formMessageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const videoError = errors.videoLink ?? videoLinkError(fields.videoLink);
  return (
    <>
      <label htmlFor={id}>
        <strong>Image</strong>
      </label>
      <p id={`${id}-hint`} className={styles.muted}>
        PNG, JPEG or WebP, at most 5 MB.
      </p>
      <input
        id={id}
        type="file"
        name="image"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint${imageError ? ` ${id}-error` : ''}`}
        aria-invalid={imageError ? true : undefined}
        disabled={busy}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {busy ? <p className={styles.muted}>Uploading the image…</p> : null}
      {imageError ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {imageError}
        </p>
      ) : null}
      {fields.imageUrl ? (
        <>
          <img className={styles.image} src={resourceUrl(fields.imageUrl)} alt="The post's image" />
          <Button variant="secondary" onClick={() => onChange({ imageKey: null, imageUrl: null })}>
            Remove image
          </Button>
        </>
      ) : null}
      <TextField
        label="Video link (optional)"
        name="videoLink"
        type="url"
        hint="A player link from YouTube or Vimeo; shown in place of the image when there is none."
        value={fields.videoLink}
        error={videoError}
        onValueChange={(videoLink) => onChange({ videoLink })}
      />
    </>
  );
}
