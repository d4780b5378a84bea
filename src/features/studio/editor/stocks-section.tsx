import { useEffect, useRef, useState } from 'react';
import type { StockHit } from '#contract/market/types';
import { STUDIO_LIMITS } from '#contract/studio/rules';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { studioBasketCalls } from '../api/studio-basket-api';
import type { EditorStock } from './editor-form';
import type { StockPicker } from './stock-picker';
import { editorMessages as m } from './editor-messages';
import { equalWeights, marketCapWeights, totalWeight, weightText } from './weights';
import * as styles from './editor.css';

export interface StocksSectionProps {
  stocks: EditorStock[];
  setStocks: (stocks: EditorStock[]) => void;
  error?: string;
  /** A published basket: weights and the list are read-only here, the rationale is not. */
  locked: boolean;
  onImport?: () => void;
  onChangeStocks?: () => void;
  StockPicker: StockPicker;
}

/** The basket's stocks: add with the stock search, weights with a live total and two helpers, a rationale each. */
export function StocksSection(props: StocksSectionProps) {
  const { stocks, setStocks, error, locked, onImport, onChangeStocks, StockPicker } = props;
  const api = useApi();
  const [note, setNote] = useState<string | null>(null);
  const [capBusy, setCapBusy] = useState(false);
  // A fresh, empty picker after each stock added, with the focus back in it for the next one.
  const [pickerKey, setPickerKey] = useState(0);
  const picker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pickerKey > 0) picker.current?.querySelector('input')?.focus();
  }, [pickerKey]);
  const update = (i: number, patch: Partial<EditorStock>) =>
    setStocks(stocks.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const add = (hit: StockHit | null) => {
    if (!hit) return;
    if (stocks.some((s) => s.symbol === hit.symbol)) return setNote(m.alreadyIn(hit.symbol));
    setNote(null);
    setStocks([...stocks, { symbol: hit.symbol, name: hit.name, weight: '', rationale: '' }]);
    setPickerKey((k) => k + 1);
  };
  const apply = (weights: number[]) => setStocks(stocks.map((s, i) => ({ ...s, weight: weightText(weights[i]!) })));
  const byCap = async () => {
    if (capBusy) return;
    setCapBusy(true);
    setNote(null);
    try {
      const caps = await Promise.all(stocks.map((s) => studioBasketCalls.marketCap(api, s.symbol)));
      const weights = marketCapWeights(caps);
      if (weights) apply(weights);
      else setNote(m.capUnavailable(stocks.filter((_, i) => !(caps[i]! > 0)).map((s) => s.symbol)));
    } catch {
      setNote(m.capFailed);
    } finally {
      setCapBusy(false);
    }
  };
  const total = totalWeight(stocks.map((s) => s.weight));
  return (
    <fieldset className={styles.section} aria-describedby={error ? 'stocks-error' : undefined}>
      <legend className={styles.legend}>{m.stocks}</legend>
      {locked ? (
        <div className={styles.row}>
          <p className={styles.muted}>{m.publishedStocks}</p>
          {onChangeStocks ? (
            <Button variant="secondary" onClick={onChangeStocks}>
              {m.changeStocks}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          {stocks.length < STUDIO_LIMITS.constituentsMax ? (
            <div ref={picker}>
              <StockPicker
                key={pickerKey}
                label={m.addStock}
                hint={m.addStockHint}
                value={undefined}
                search={(q, signal) => studioBasketCalls.stockSearch(api, q, signal)}
                onChange={add}
              />
            </div>
          ) : null}
          <div className={styles.row}>
            {onImport ? (
              <Button variant="secondary" onClick={onImport}>
                {m.importFile}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              disabled={stocks.length === 0}
              onClick={() => apply(equalWeights(stocks.length))}
            >
              {m.equalWeight}
            </Button>
            <Button variant="secondary" disabled={stocks.length === 0} busy={capBusy} onClick={() => void byCap()}>
              {m.capWeight}
            </Button>
          </div>
        </>
      )}
      {note ? <Alert>{note}</Alert> : null}
      {stocks.length === 0 ? <p className={styles.muted}>{m.noStocks}</p> : null}
      <ul className={styles.stockList}>
        {stocks.map((s, i) => (
          <li key={s.symbol} className={styles.stock}>
            <p className={styles.stockName}>
              {s.symbol} <span className={styles.muted}>{s.name}</span>
            </p>
            {locked ? (
              <span>{s.weight}%</span>
            ) : (
              <Button
                variant="secondary"
                onClick={() => setStocks(stocks.filter((_, j) => j !== i))}
                aria-label={m.remove(s.symbol)}
              >
                ×
              </Button>
            )}
            {locked ? null : (
              <div className={styles.fullRow}>
                <TextField
                  label={m.weight(s.symbol)}
                  name={`weight-${s.symbol}`}
                  inputMode="decimal"
                  value={s.weight}
                  onValueChange={(weight) => update(i, { weight })}
                />
              </div>
            )}
            <div className={styles.fullRow}>
              <TextField
                label={m.rationale(s.symbol)}
                name={`rationale-${s.symbol}`}
                value={s.rationale}
                maxLength={STUDIO_LIMITS.rationaleMax}
                onValueChange={(rationale) => update(i, { rationale })}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.total} aria-live="polite">
        {m.total(total.toFixed(2))}
      </p>
      {error ? (
        <p id="stocks-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
