import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { StockHit } from '#contract/market/types';
import * as field from '#src/components/ui/text-field.css';
import { stockSearchMessages as m } from '../messages';
import { useStockSearch, type StockSearcher } from './use-stock-search';
import * as styles from './stock-combobox.css';

export interface StockComboboxProps {
  label: string;
  /** The chosen symbol, if any: the text shows it until the reader types. */
  value: string | undefined;
  /** A stock chosen from the list, or null when the reader clears the field. */
  onChange: (stock: StockHit | null) => void;
  search: StockSearcher;
  hint?: string;
}

/**
 * A stock picker on the WAI-ARIA 1.2 combobox pattern (list autocomplete, focus stays in the input):
 * the text asks the stock search after the spec's 500 ms debounce; Down/Up move through the options,
 * Home/End jump to the first and last, Enter chooses, Escape closes the list and then clears the text.
 */
export function StockCombobox({ label, value, onChange, search, hint }: StockComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const [text, setText] = useState(value ?? '');
  const [chosen, setChosen] = useState<string | null>(value ?? null);
  const state = useStockSearch(text, search, chosen);
  const hits = state.status === 'done' ? state.hits : [];
  const answered = state.status === 'done' ? state.q : null;
  // The list opens with each new answer; Escape or leaving the field closes it for that answer.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [activeFor, setActiveFor] = useState<{ q: string | null; i: number }>({ q: null, i: -1 });
  const open = answered !== null && closedFor !== answered;
  const expanded = open && hits.length > 0;
  const active = expanded && activeFor.q === answered ? activeFor.i : -1;
  const setOpen = (to: boolean) => setClosedFor(to ? null : answered);
  const setActive = (i: number) => setActiveFor({ q: answered, i });
  const listRef = useRef<HTMLUListElement>(null);

  // The owner changed the value (a cleared filter, a link): the text follows it.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value ?? '');
    setChosen(value ?? null);
    setOpen(false);
  }

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (hit: StockHit) => {
    setText(hit.symbol);
    setChosen(hit.symbol);
    setOpen(false);
    setActive(-1);
    onChange(hit);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = hits.length - 1;
    const move = (to: number) => {
      e.preventDefault();
      setOpen(true);
      setActive(to);
    };
    switch (e.key) {
      case 'ArrowDown':
        if (hits.length) move(!expanded || active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        if (hits.length) move(!expanded || active <= 0 ? last : active - 1);
        break;
      case 'Home':
        if (expanded) move(0);
        break;
      case 'End':
        if (expanded) move(last);
        break;
      case 'Enter':
        if (expanded && active >= 0) {
          e.preventDefault();
          choose(hits[active]!);
        }
        break;
      case 'Escape':
        e.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          setText('');
          setChosen(null);
          if (value !== undefined) onChange(null);
        }
        break;
    }
  };

  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.wrap}>
        <input
          id={id}
          type="text"
          role="combobox"
          className={field.input}
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', messageId].filter(Boolean).join(' ')}
          onChange={(e) => {
            setText(e.target.value);
            setChosen(null);
            setClosedFor(null);
            if (e.target.value.trim() === '' && value !== undefined) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={m.listLabel(label)}
          className={styles.listbox}
          hidden={!expanded}
        >
          {hits.map((hit, i) => (
            <li
              key={hit.symbol}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Keep focus in the input: the pattern never moves it into the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(hit)}
            >
              <span className={styles.symbol}>{hit.symbol}</span>
              <span>{hit.name}</span>
              <span className={styles.sector}>{hit.sector}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={messageId} role="status" className={styles.message}>
        {state.status === 'loading'
          ? m.searching
          : state.status === 'error'
            ? m.failed
            : state.status === 'done'
              ? hits.length === 0
                ? m.noMatch(state.q)
                : open
                  ? m.found(hits.length)
                  : ''
              : ''}
      </p>
    </div>
  );
}
