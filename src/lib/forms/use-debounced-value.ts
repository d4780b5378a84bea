import { useEffect, useState } from 'react';
import { DEFAULT_DEBOUNCE_MS } from './debounce';

/** The value as it was `ms` after it last changed (500 ms by default: docs/validation.md, "Debounce"). */
export function useDebouncedValue<T>(value: T, ms = DEFAULT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
