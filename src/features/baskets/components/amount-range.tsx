import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '#src/lib/forms/use-debounced-value';
import * as field from '#src/components/ui/text-field.css';
import { readAmount } from '../discover-filter-rules';
import { discoverMessages as m } from '../messages';
import * as styles from './discover-filters.css';

export interface AmountRangeProps {
  min: number | undefined;
  max: number | undefined;
  /** A valid range, once the typing has been still for the spec's debounce. */
  onChange: (min: number | undefined, max: number | undefined) => void;
}

const shown = (n: number | undefined) => (n === undefined ? '' : String(n));

/** What the two boxes say together: a range, or why it is not one. */
export function readRange(fromText: string, toText: string) {
  const from = readAmount(fromText);
  const to = readAmount(toText);
  if (!from.ok || !to.ok) return { error: m.amountInvalid } as const;
  if (from.value !== undefined && to.value !== undefined && from.value > to.value)
    return { error: m.amountOrder } as const;
  return { min: from.value, max: to.value } as const;
}

/**
 * The minimum-amount filter: two boxes that keep exactly what was typed (a bad range stays on screen
 * with a message and changes nothing); a good one reaches the address once the typing stops.
 */
export function AmountRange({ min, max, onChange }: AmountRangeProps) {
  const id = useId();
  const [from, setFrom] = useState(shown(min));
  const [to, setTo] = useState(shown(max));
  const range = readRange(from, to);
  const settled = useDebouncedValue(`${from}|${to}`);

  // The address changed on its own (a cleared filter, Back): the boxes follow it unless they already say it.
  const [seen, setSeen] = useState({ min, max });
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    const now = readRange(from, to);
    if ('error' in now || now.min !== min || now.max !== max) {
      setFrom(shown(min));
      setTo(shown(max));
    }
  }

  useEffect(() => {
    const [a = '', b = ''] = settled.split('|');
    const next = readRange(a, b);
    if ('error' in next || (next.min === min && next.max === max)) return;
    onChange(next.min, next.max);
    // Only the settled text decides; the current bounds are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const errorId = `${id}-error`;
  const invalid = 'error' in range;
  const describedBy = `${id}-hint${invalid ? ` ${errorId}` : ''}`;
  const box = (label: string, value: string, set: (v: string) => void, suffix: string) => (
    <div className={styles.rangeField}>
      <label htmlFor={`${id}-${suffix}`} className={styles.small}>
        {label}
      </label>
      <input
        id={`${id}-${suffix}`}
        className={field.input}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  );

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{m.amountRange}</legend>
      <p id={`${id}-hint`} className={field.hint}>
        {m.amountHint}
      </p>
      <div className={styles.range}>
        {box(m.amountFrom, from, setFrom, 'from')}
        {box(m.amountTo, to, setTo, 'to')}
      </div>
      <p id={errorId} className={field.error} role="alert">
        {invalid ? range.error : ''}
      </p>
    </fieldset>
  );
}
