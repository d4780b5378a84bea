import { useId } from 'react';
import { INDIAN_STATES } from '#contract/locale/indian-states';
import * as fields from '#src/components/ui/text-field.css';
import { subscriptionMessages as m } from '../messages';
import * as styles from './checkout.css';

/**
 * The investor's state or union territory (docs/subscriptions.md, "Prices, GST and place of supply";
 * contract/locale/indian-states.ts): the GST place of supply.
 */
export function StateSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {m.details.state}
      </label>
      <p id={`${id}-hint`} className={fields.hint}>
        {m.details.stateHint}
      </p>
      <select
        id={id}
        name="state"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      >
        <option value="">{m.details.chooseState}</option>
        {INDIAN_STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={fields.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
