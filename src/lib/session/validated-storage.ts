import { createJSONStorage } from 'jotai/utils';

/** JSON in localStorage; a stored value of the wrong shape (edited, or from an older build) reads as the default. */
export function validatedStorage<T>(isValid: (v: unknown) => v is T) {
  const json = createJSONStorage<unknown>();
  return {
    getItem: (key: string, initialValue: T): T => {
      const value = json.getItem(key, initialValue);
      return isValid(value) ? value : initialValue;
    },
    setItem: (key: string, value: T) => json.setItem(key, value),
    removeItem: (key: string) => json.removeItem(key),
    subscribe: (key: string, callback: (value: T) => void, initialValue: T) =>
      json.subscribe?.(key, (v) => callback(isValid(v) ? v : initialValue), initialValue),
  };
}
