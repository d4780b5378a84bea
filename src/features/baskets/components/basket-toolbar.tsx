import { useId } from 'react';
import type { BasketType, SortOption } from '#contract/baskets/types';
import { basketMessages as m, sortLabels } from '../messages';
import * as styles from './basket-toolbar.css';

interface BasketToolbarProps {
  sortOptions: readonly SortOption[];
  sort: SortOption;
  basketType: BasketType;
  onSortChange: (option: SortOption) => void;
  onBasketTypeChange: (type: BasketType) => void;
}

/** The sort control (a native select, so every device gets its own picker) and the premium toggle. */
export function BasketToolbar({ sortOptions, sort, basketType, onSortChange, onBasketTypeChange }: BasketToolbarProps) {
  const selectId = useId();
  return (
    <div className={styles.toolbar}>
      <div role="group" aria-label={m.basketTypeLabel} className={styles.toggle}>
        {(
          [
            ['premium', m.premiumOnly],
            ['all', m.allBaskets],
          ] as const
        ).map(([type, label]) => (
          <button
            key={type}
            type="button"
            className={styles.toggleButton}
            aria-pressed={basketType === type}
            onClick={() => onBasketTypeChange(type)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          {m.sortLabel}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={sort}
          onChange={(e) => {
            const option = sortOptions.find((o) => o === e.target.value);
            if (option) onSortChange(option);
          }}
        >
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {sortLabels[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
