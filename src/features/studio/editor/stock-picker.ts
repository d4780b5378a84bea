import type { ComponentType } from 'react';
import type { StockHit } from '#contract/market/types';

/**
 * The stock search combobox the route hands in (src/features/baskets' StockCombobox): a feature never
 * imports another, the route composes them.
 */
export interface StockPickerProps {
  label: string;
  value: string | undefined;
  onChange: (stock: StockHit | null) => void;
  search: (q: string, signal: AbortSignal) => Promise<StockHit[]>;
  hint?: string;
}
export type StockPicker = ComponentType<StockPickerProps>;
