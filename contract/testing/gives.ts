import { expect, it } from 'vitest';

/**
 * A table of what `fn` gives: one test a row, named by `title` from the input and the expected
 * result ('%j → %j' unless said), each expecting exactly that result.
 */
export function itGives<I, O>(fn: (input: I) => O, rows: [I, O][], title = '%j → %j') {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
