import { useEffect, useMemo, useRef, useState } from 'react';
import type { RebalanceFrequency } from '#contract/baskets/types';
import type { FieldErrors } from '#contract/http/envelope';
import type { StudioBasket } from '#contract/studio/types';
import { useApi } from '#src/lib/http/api-context';
import { toApiError } from '#src/lib/http/api-error';
import { studioBasketCalls as calls } from '../api/studio-basket-api';
import { emptyForm, formFromBasket, toRequest, validateForm, type EditorForm } from './editor-form';
import { editorMessages as m } from './editor-messages';
import { formDraftKey, formDraftStore } from './form-draft';

export type SaveKind = 'draft' | 'publish' | 'changes';

export interface BasketEditorOptions {
  basket: StudioBasket | null;
  userId: number;
  frequencies: readonly RebalanceFrequency[];
  /** After a save: the basket as the server now has it, and a note when its image failed to upload. */
  onSaved: (basket: StudioBasket, kind: SaveKind, imageFailure?: string) => void;
}

/**
 * The basket form's state and its save: checks first (docs/studio.md, "Calls"), one request at a time
 * (a double click saves once), the server's body.errors onto the fields, and everything typed kept
 * on the device until it is saved (form-draft.ts).
 */
export function useBasketEditor({ basket, userId, frequencies, onSaved }: BasketEditorOptions) {
  const api = useApi();
  const hash = basket?.basket_hash ?? null;
  const store = useMemo(() => formDraftStore(formDraftKey(userId, hash)), [userId, hash]);
  const [restored, setRestored] = useState(() => store.load() !== null);
  const [form, setForm] = useState<EditorForm>(
    () => store.load() ?? (basket ? formFromBasket(basket) : emptyForm(frequencies[0] ?? 'quarterly')),
  );
  const dirty = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const [saving, setSaving] = useState<SaveKind | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (dirty.current) store.save(form);
  }, [form, store]);

  const set = (patch: Partial<EditorForm>) => {
    dirty.current = true;
    setForm((f) => ({ ...f, ...patch }));
  };

  const discardRestored = () => {
    store.clear();
    dirty.current = false;
    setRestored(false);
    setErrors({});
    setForm(basket ? formFromBasket(basket) : emptyForm(frequencies[0] ?? 'quarterly'));
  };

  const save = async (kind: SaveKind) => {
    if (inFlight.current) return;
    const problems = validateForm(form);
    setErrors(problems);
    if (Object.keys(problems).length) return setFailure(m.fixErrors);
    inFlight.current = true;
    setSaving(kind);
    setFailure(undefined);
    try {
      const { saved, imageFailure } = basket ? await saveExisting(basket, kind) : await create(kind);
      store.clear();
      dirty.current = false;
      setRestored(false);
      setPendingImage(null);
      setForm(formFromBasket(saved));
      onSaved(saved, kind, imageFailure);
    } catch (err) {
      const e = toApiError(err);
      const fields = (e.body as { errors?: FieldErrors } | undefined)?.errors;
      if (fields && Object.keys(fields).length) setErrors(fields);
      setFailure(e.message);
    } finally {
      inFlight.current = false;
      setSaving(null);
    }
  };

  const create = async (kind: SaveKind) => {
    let saved = (await calls.create(api, toRequest(form, kind === 'publish'))).basket;
    let imageFailure: string | undefined;
    if (pendingImage) {
      try {
        saved = (await calls.image(api, saved.basket_hash, pendingImage)).basket;
      } catch (err) {
        imageFailure = toApiError(err).message;
      }
    }
    return { saved, imageFailure };
  };

  const saveExisting = async (b: StudioBasket, kind: SaveKind) => {
    const { publish: _publish, constituents, ...fields } = toRequest(form, false);
    const isDraft = b.status === 'draft';
    let saved = (await calls.edit(api, { basket_hash: b.basket_hash, ...fields, ...(isDraft ? { constituents } : {}) }))
      .basket;
    if (!isDraft) {
      for (const s of form.stocks) {
        const before = b.constituents.find((c) => c.symbol === s.symbol);
        if (before && before.rationale !== s.rationale.trim())
          await calls.rationale(api, b.basket_hash, s.symbol, s.rationale.trim());
      }
      const typed = new Map(form.stocks.map((s) => [s.symbol, s.rationale.trim()]));
      saved = {
        ...saved,
        constituents: saved.constituents.map((c) => ({ ...c, rationale: typed.get(c.symbol) ?? c.rationale })),
      };
    }
    if (kind === 'publish' && saved.status === 'draft')
      saved = (await calls.status(api, b.basket_hash, 'publish')).basket;
    return { saved, imageFailure: undefined };
  };

  return {
    form,
    set,
    errors,
    failure,
    saving,
    save,
    restored,
    discardRestored,
    pendingImage,
    setPendingImage,
  };
}
