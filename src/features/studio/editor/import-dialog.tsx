import { useState, type ChangeEvent } from 'react';
import { useAtom } from 'jotai';
import type { BasketImportBody, ImportedRow } from '#contract/studio/types';
import { STUDIO_LIMITS } from '#contract/studio/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import * as field from '#src/components/ui/text-field.css';
import { useApi } from '#src/lib/http/api-context';
import { toApiError } from '#src/lib/http/api-error';
import { importBasketDialogAtom } from '#src/lib/session/session-atoms';
import { studioBasketCalls } from '../api/studio-basket-api';
import * as styles from './editor.css';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const importMessages = {
  title: 'Import stocks',
  description: 'A CSV or XLSX file with a symbol and a weight (in percent) on each row, under a header row.',
  file: 'File (CSV or XLSX, at most 1 MB)',
  tooLarge: 'The file must be 1 MB or smaller',
  reading: 'Reading the file…',
  good: (n: number, total: string) => `${n} ${n === 1 ? 'stock' : 'stocks'} read, weights total ${total}%`,
  bad: (row: number, reason: string) => `Row ${row}: ${reason}`,
  none: 'No usable rows in this file.',
  use: 'Use these stocks',
  cancel: 'Cancel',
} as const;

/**
 * Spec §3's import-basket dialog (importBasketDialogAtom): the server reads the file (nothing is
 * saved), the dialog shows the good rows and names each bad one; 'Use these stocks' hands the good
 * rows to the editor, which replaces its stocks and weights with them.
 */
export function ImportDialog({ onUse }: { onUse: (rows: ImportedRow[]) => void }) {
  const api = useApi();
  const [open, setOpen] = useAtom(importBasketDialogAtom);
  const [result, setResult] = useState<BasketImportBody | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setResult(null);
    setError(undefined);
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file || busy) return;
    setResult(null);
    if (file.size > STUDIO_LIMITS.importBytes) return setError(importMessages.tooLarge);
    setError(undefined);
    setBusy(true);
    try {
      setResult(await studioBasketCalls.import(api, file));
    } catch (err) {
      const apiError = toApiError(err);
      setError((apiError.body as { errors?: Record<string, string> } | undefined)?.errors?.file ?? apiError.message);
    } finally {
      setBusy(false);
    }
  };
  const rows = result?.rows ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={importMessages.title}
      description={importMessages.description}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {importMessages.cancel}
          </Button>
          <Button
            disabled={rows.length === 0}
            onClick={() => {
              onUse(rows);
              close();
            }}
          >
            {importMessages.use}
          </Button>
        </>
      }
    >
      <div className={field.field}>
        <label htmlFor="studio-import-file" className={field.label}>
          {importMessages.file}
        </label>
        <input id="studio-import-file" type="file" accept={ACCEPT} onChange={(e) => void onFile(e)} />
      </div>
      {busy ? <Alert>{importMessages.reading}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {result ? <ImportResult result={result} /> : null}
    </Dialog>
  );
}

function ImportResult({ result }: { result: BasketImportBody }) {
  return (
    <>
      {result.rows.length ? (
        <>
          <p className={styles.total}>{importMessages.good(result.rows.length, result.total_weight.toFixed(2))}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell}>Symbol</th>
                  <th className={styles.cell}>Name</th>
                  <th className={styles.cell}>Weight %</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((r) => (
                  <tr key={r.row}>
                    <td className={styles.cell}>{r.symbol}</td>
                    <td className={styles.cell}>{r.name}</td>
                    <td className={styles.cell}>{r.weight}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <Alert variant="error">{importMessages.none}</Alert>
      )}
      {result.errors.length ? (
        <ul>
          {result.errors.map((e) => (
            <li key={e.row}>{importMessages.bad(e.row, e.reason)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
