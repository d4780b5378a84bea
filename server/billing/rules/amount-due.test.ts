import { describe, expect, it } from 'vitest';
import { amountDue } from './amount-due';

describe('amountDue', () => {
  it.each([
    // total, discount (paise), what the checkout asks
    [118_000, 0, 'payment'],
    [100, 0, 'payment'],
    [118, 9_900, 'payment'],
    [0, 10_000, 'nothing'],
    [0, 0, 'tooLittle'],
    [99, 0, 'tooLittle'],
    [59, 9_950, 'tooLittle'],
  ] as const)('a total of %i paise after %i off asks for %s', (total, discount, due) => {
    expect(amountDue(total, discount)).toBe(due);
  });
});
