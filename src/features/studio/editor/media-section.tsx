import { useState, type ChangeEvent } from 'react';
import type { StudioBasket } from '#contract/studio/types';
import { IMAGE_TYPES, STUDIO_LIMITS, STUDIO_MESSAGES } from '#contract/studio/rules';
import { Alert } from '#src/components/ui/alert';
import * as field from '#src/components/ui/text-field.css';
import { toApiError } from '#src/lib/http/api-error';
import { useApi } from '#src/lib/http/api-context';
import { imageSize } from '#src/lib/forms/validation';
import { studioBasketCalls } from '../api/studio-basket-api';
import { editorMessages as m } from './editor-messages';
import * as styles from './editor.css';

/** Spec §5: the size is checked here first ('Image exceeds 50KB limit' above 51200 bytes), then by the server. */
export function imageProblem(file: File): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return STUDIO_MESSAGES.imageType;
  return imageSize(file);
}

export interface MediaSectionProps {
  /** null while creating: the image waits in `pending` until the basket is saved. */
  basket: StudioBasket | null;
  pending: File | null;
  setPending: (file: File | null) => void;
  onSaved: (basket: StudioBasket) => void;
}

/** The basket image and its factsheet PDF; each upload goes at once on a saved basket. */
export function MediaSection({ basket, pending, setPending, onSaved }: MediaSectionProps) {
  const api = useApi();
  const [imageError, setImageError] = useState<string>();
  const [factsheetError, setFactsheetError] = useState<string>();
  const [busy, setBusy] = useState<'image' | 'factsheet' | null>(null);
  const [done, setDone] = useState<string>();

  const upload = async (kind: 'image' | 'factsheet', file: File) => {
    if (!basket || busy) return;
    setBusy(kind);
    setDone(undefined);
    try {
      const body = await studioBasketCalls[kind](api, basket.basket_hash, file);
      onSaved(body.basket);
      setDone(kind === 'image' ? m.imageSaved : m.factsheetSaved(file.name));
    } catch (err) {
      const e = toApiError(err);
      const fieldMessage = (e.body as { errors?: Record<string, string> } | undefined)?.errors?.file;
      (kind === 'image' ? setImageError : setFactsheetError)(fieldMessage ?? e.message);
    } finally {
      setBusy(null);
    }
  };

  const onImage = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const problem = imageProblem(file);
    setImageError(problem);
    // The picker keeps naming an image that waits for the save; a refused or uploaded one is cleared, so that
    // picking the same file again is a change.
    if (problem || basket) e.target.value = '';
    if (problem) return;
    if (basket) void upload('image', file);
    else setPending(file);
  };
  const onFactsheet = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem =
      file.type !== 'application/pdf'
        ? STUDIO_MESSAGES.factsheetType
        : file.size > STUDIO_LIMITS.factsheetBytes
          ? STUDIO_MESSAGES.factsheetTooLarge
          : undefined;
    setFactsheetError(problem);
    if (!problem) void upload('factsheet', file);
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.media}</legend>
      {basket?.image_url ? <img className={styles.thumb} src={basket.image_url} alt={m.currentImage} /> : null}
      <FileField label={m.image} accept={IMAGE_TYPES.join(',')} error={imageError} onChange={onImage} name="image" />
      {pending ? <p className={styles.muted}>{m.imagePending(pending.name)}</p> : null}
      {basket ? (
        <>
          {basket.factsheet ? <p className={styles.muted}>{m.factsheetSaved(basket.factsheet.file_name)}</p> : null}
          <FileField
            label={m.factsheet}
            hint={m.factsheetStamp}
            accept="application/pdf"
            error={factsheetError}
            onChange={onFactsheet}
            name="factsheet"
          />
        </>
      ) : (
        <p className={styles.muted}>{m.factsheetAfterSave}</p>
      )}
      {busy ? <Alert>{m.uploading}</Alert> : done ? <Alert variant="success">{done}</Alert> : null}
    </fieldset>
  );
}

function FileField(props: {
  label: string;
  name: string;
  accept: string;
  hint?: string;
  error?: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = `studio-${props.name}`;
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="file"
        accept={props.accept}
        onChange={props.onChange}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={
          [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
      />
      {props.hint ? (
        <p id={`${id}-hint`} className={field.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className={field.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
