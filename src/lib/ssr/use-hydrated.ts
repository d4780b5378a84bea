import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true from then on (and at once in
 * a page the browser renders itself). What only the browser knows (local storage, the device) is
 * shown after hydration, so the first render matches the HTML the server wrote (decision 0070).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
