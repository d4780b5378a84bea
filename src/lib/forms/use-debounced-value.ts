import { useEffect, useState } from 'react';
import { DEFAULT_DEBOUNCE_MS } from './debounce';

/** The value as it was `ms` after it last changed (spec §9 default: 500 ms). */
export function useDebouncedValue<T>(value: T, ms = DEFAULT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
