import { useEffect, useRef, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import type { RebalanceFrequency } from '#contract/baskets/types';
import type { BasketStatusAction, ImportedRow, StudioBasket } from '#contract/studio/types';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { importBasketDialogAtom } from '#src/lib/session/session-atoms';
import { DetailsSection } from './details-section';
import { StatusActions } from './editor-actions';
import { editorMessages as m } from './editor-messages';
import { FaqsSection } from './faqs-section';
import { ImportDialog } from './import-dialog';
import { MediaSection } from './media-section';
import type { StockPicker } from './stock-picker';
import { StocksSection } from './stocks-section';
import { useBasketEditor, type SaveKind } from './use-basket-editor';
import { weightText } from './weights';
import * as styles from './editor.css';

export interface BasketEditorProps {
  /** null on /studio/baskets/new/. */
  basket: StudioBasket | null;
  userId: number;
  /** brand.basketDrafts: without drafts the one save button is 'Publish' (docs/studio.md, "Create and edit"). */
  drafts: boolean;
  frequencies: readonly RebalanceFrequency[];
  onSaved: (basket: StudioBasket, kind: SaveKind, imageFailure?: string) => void;
  /** An upload, an FAQ or a status move changed the saved basket. */
  onChanged?: (basket: StudioBasket, action?: BasketStatusAction) => void;
  onDeleted?: () => void;
  onPreview?: () => void;
  onChangeStocks?: () => void;
  StockPicker: StockPicker;
}

/** The basket editor: one form for creating and editing (docs/decisions/0165). */
export function BasketEditor(props: BasketEditorProps) {
  const { basket, drafts } = props;
  const editor = useBasketEditor(props);
  const { form, set, errors } = editor;
  const openImport = useSetAtom(importBasketDialogAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const changed = (b: StudioBasket, action?: BasketStatusAction) => props.onChanged?.(b, action);

  // A refused save moves focus to the first field it names.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [errors]);

  const takeRows = (rows: ImportedRow[]) =>
    set({
      stocks: rows.map((r) => ({ symbol: r.symbol, name: r.name, weight: weightText(r.weight), rationale: '' })),
    });
  const submit = (kind: SaveKind) => (e?: FormEvent) => {
    e?.preventDefault();
    void editor.save(kind);
  };
  const isDraft = !basket || basket.status === 'draft';
  const mainKind: SaveKind = !isDraft ? 'changes' : drafts ? 'draft' : 'publish';

  return (
    // Enter in a field saves nothing (on a brand without drafts it would publish): the buttons do.
    <form ref={formRef} className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      {editor.restored ? (
        <Alert>
          {m.restored}{' '}
          <Button variant="secondary" onClick={editor.discardRestored}>
            {m.discard}
          </Button>
        </Alert>
      ) : null}
      {basket ? <p className={styles.muted}>{m.status[basket.status]}</p> : null}
      <DetailsSection form={form} set={set} errors={errors} frequencies={props.frequencies} />
      <StocksSection
        stocks={form.stocks}
        setStocks={(stocks) => set({ stocks })}
        error={errors.constituents}
        locked={!isDraft}
        onImport={() => openImport(true)}
        onChangeStocks={props.onChangeStocks}
        StockPicker={props.StockPicker}
      />
      <MediaSection
        basket={basket}
        pending={editor.pendingImage}
        setPending={editor.setPendingImage}
        onSaved={(b) => changed(b)}
      />
      {basket ? <FaqsSection basket={basket} onSaved={(b) => changed(b)} /> : null}
      {editor.failure ? <Alert variant="error">{editor.failure}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant={mainKind === 'draft' ? 'secondary' : 'primary'}
          busy={editor.saving === mainKind}
          onClick={submit(mainKind)}
        >
          {mainKind === 'draft' ? m.saveDraft : mainKind === 'publish' ? m.publish : m.saveChanges}
        </Button>
        {isDraft && drafts ? (
          <Button busy={editor.saving === 'publish'} onClick={submit('publish')}>
            {m.publish}
          </Button>
        ) : null}
        {basket && props.onPreview ? (
          <Button variant="secondary" onClick={props.onPreview}>
            {m.preview}
          </Button>
        ) : null}
        {basket ? <StatusActions basket={basket} onStatus={changed} onDeleted={() => props.onDeleted?.()} /> : null}
      </div>
      <ImportDialog onUse={takeRows} />
    </form>
  );
}
