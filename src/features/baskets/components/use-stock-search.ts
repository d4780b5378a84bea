import { useEffect, useState } from 'react';
import { useDebouncedValue } from '#src/lib/forms/use-debounced-value';
import type { StockHit } from '#contract/market/types';

/** Looks stocks up by symbol or name prefix; rejects when the call fails. */
export type StockSearcher = (q: string, signal: AbortSignal) => Promise<StockHit[]>;

export type StockSearchState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; hits: StockHit[] }
  | { status: 'error'; q: string };

/**
 * The search behind the combobox: asks once the text has been still for the spec's 500 ms debounce,
 * drops an answer a newer search overtook, and skips the text a selection wrote (`skip`).
 */
export function useStockSearch(text: string, search: StockSearcher, skip: string | null): StockSearchState {
  const q = text.trim();
  const debounced = useDebouncedValue(q);
  const [answer, setAnswer] = useState<{ q: string; hits: StockHit[] | null } | null>(null);

  useEffect(() => {
    // Only the text still in the field is asked for (not one the reader has since changed or cleared).
    if (debounced === '' || debounced === skip || debounced !== q) return;
    const controller = new AbortController();
    search(debounced, controller.signal).then(
      (hits) => {
        if (!controller.signal.aborted) setAnswer({ q: debounced, hits });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ q: debounced, hits: null });
      },
    );
    return () => controller.abort();
  }, [debounced, q, search, skip]);

  if (q === '' || q === skip) return { status: 'idle' };
  // Typed since the last search: nothing shown is about this text yet.
  if (q !== debounced) return { status: 'waiting' };
  if (answer?.q !== q) return { status: 'loading', q };
  return answer.hits ? { status: 'done', q, hits: answer.hits } : { status: 'error', q };
}
