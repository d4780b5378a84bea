import { useId, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '#src/components/ui/button';
import { ApiError } from '#src/lib/http/api-error';
import { useApi } from '#src/lib/http/api-context';
import type { ConstituentsEditBody } from '#contract/studio/types';
import { publishVersion, versionQueries } from '../api/versions-queries';
import { ConfirmPublish } from './confirm-publish';
import { ConstituentsDiff } from './constituents-diff';
import {
  diffOf,
  equalWeights,
  formProblem,
  isEmptyDiff,
  totalOf,
  type CurrentStock,
  type EditRow,
} from './constituents-model';
import { ConstituentsTable } from './constituents-table';
import { versionMessages as m } from './versions-messages';
import * as styles from './versions.css';

/** Renders the stock search; calls back with the stock chosen (the route composes it from the baskets feature). */
export type StockPicker = (onPick: (stock: { symbol: string; name: string }) => void) => ReactNode;

export interface ConstituentsEditorProps {
  basketHash: string;
  version: number;
  current: readonly (CurrentStock & { name: string; rationale: string })[];
  stockPicker: StockPicker;
  onPublished: (result: ConstituentsEditBody) => void;
}

const problemOf = (e: unknown) => {
  if (!(e instanceof ApiError)) return m.loadFailed;
  const errors = (e.body as { errors?: Record<string, string> } | undefined)?.errors;
  return errors?.constituents ?? errors?.rationale ?? e.message;
};

/** The editable stocks, the version's reason, the diff, and the confirm step before publishing. */
export function ConstituentsEditor({
  basketHash,
  version,
  current,
  stockPicker,
  onPublished,
}: ConstituentsEditorProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const rationaleId = useId();
  const [rows, setRows] = useState<EditRow[]>(() =>
    current.map((c) => ({ symbol: c.symbol, name: c.name, weight: String(c.weight), rationale: c.rationale })),
  );
  const [rationale, setRationale] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A second click before the first call's pending state renders must not send it again.
  const sending = useRef(false);
  const publish = useMutation({
    mutationFn: () =>
      publishVersion(api, {
        basket_hash: basketHash,
        rationale: rationale.trim(),
        constituents: rows.map((r) => ({ symbol: r.symbol, weight: Number(r.weight), rationale: r.rationale.trim() })),
      }),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: async (result) => {
      setConfirming(false);
      onPublished(result);
      await queryClient.invalidateQueries({ queryKey: versionQueries.all() });
    },
  });
  const diff = diffOf(current, rows);
  const total = totalOf(rows);

  const review = () => {
    const found = formProblem(rows, rationale) ?? (isEmptyDiff(diff) ? m.nothingChanged : null);
    setProblem(found);
    if (!found) {
      publish.reset();
      setConfirming(true);
    }
  };
  const add = (stock: { symbol: string; name: string }) => {
    if (rows.some((r) => r.symbol === stock.symbol)) return setProblem(m.duplicateStock(stock.symbol));
    setRows([...rows, { symbol: stock.symbol, name: stock.name, weight: '', rationale: '' }]);
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{m.current(version)}</p>
      <div key={rows.length}>{stockPicker(add)}</div>
      <ConstituentsTable rows={rows} onChange={setRows} />
      <div className={styles.row}>
        <p className={styles.total} aria-live="polite">
          {m.total(total)}
        </p>
        <Button variant="secondary" onClick={() => setRows(equalWeights(rows))} disabled={rows.length === 0}>
          {m.equalWeight}
        </Button>
      </div>
      <div>
        <label htmlFor={rationaleId}>
          <strong>{m.versionRationale}</strong>
        </label>
        <p className={styles.muted}>{m.versionRationaleHint}</p>
        <textarea
          id={rationaleId}
          className={styles.textarea}
          maxLength={1000}
          value={rationale}
          onChange={(e) => setRationale(e.target.value)}
        />
      </div>
      <ConstituentsDiff diff={diff} />
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div>
        <Button onClick={review}>{m.review}</Button>
      </div>
      <ConfirmPublish
        basketHash={basketHash}
        diff={diff}
        open={confirming}
        busy={publish.isPending}
        error={publish.isError ? problemOf(publish.error) : null}
        onCancel={() => setConfirming(false)}
        onPublish={() => {
          if (sending.current) return;
          sending.current = true;
          publish.mutate();
        }}
      />
    </div>
  );
}
