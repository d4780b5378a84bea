import { describe, expect, it } from 'vitest';
import { type FieldValue, type Validator } from './validation';

export type Case<T = FieldValue> = [value: T, expected: string | undefined];

/** One table per rule: each row is a value and the exact message (undefined = valid). */
export function table<T>(name: string, validate: Validator<T>, cases: readonly Case<T>[]) {
  describe(name, () => {
    it.each(cases)('%j → %j', (value, expected) => {
      expect(validate(value)).toBe(expected);
    });
  });
}
