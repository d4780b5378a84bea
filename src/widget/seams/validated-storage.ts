/**
 * lib/session/validated-storage.ts for the widget build (vite.widget.config.ts, decision 0083). On
 * another website localStorage is that website's: the widget reads none of it (a partner's own
 * `isLoggedIn` or `userInfo` key must not sign the reader in) and writes none of it (decision
 * 0038). So every persisted atom starts from its default, and what is set lives in the widget's
 * jotai store only.
 */
export function validatedStorage<T>(_isValid: (v: unknown) => v is T) {
  return {
    getItem: (_key: string, initialValue: T): T => initialValue,
    setItem: (_key: string, _value: T): void => undefined,
    removeItem: (_key: string): void => undefined,
  };
}
