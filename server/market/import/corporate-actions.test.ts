import { describe, expect, it } from 'vitest';
import { ratioOf } from './corporate-actions';
import { RowProblem } from './read-rows';

const split = (numerator: number, denominator: number) => ({ kind: 'split', numerator, denominator });
const bonus = (numerator: number, denominator: number) => ({ kind: 'bonus', numerator, denominator });
const FV = 'Face Value Split (Sub-Division) - From';

/** NSE's PURPOSE column and the ratio it sets: null for actions that move no price, 'refused' when unreadable. */
const CASES: [string, ReturnType<typeof split> | null | 'refused'][] = [
  ['Bonus 1:1', bonus(1, 2)],
  ['Bonus 3:2', bonus(2, 5)],
  ['BONUS 1 : 10', bonus(10, 11)],
  [`${FV} Rs 10/- Per Share To Rs 2/- Per Share`, split(2, 10)],
  [`${FV} Rs 5/- Per Share To Re 1/- Per Share`, split(1, 5)],
  [`${FV} Rs 2/- Per Share To Re 0.50 Per Share`, split(0.5, 2)],
  ['Interim Dividend - Rs 5.50 Per Share', null],
  ['Annual General Meeting', null],
  ['Rights 1:5 @ Premium Rs 90/-', null],
  ['Buy Back', null],
  // A split or bonus whose ratio cannot be read is a malformed row, not a guess.
  ['Bonus', 'refused'],
  ['Face Value Split (Sub-Division)', 'refused'],
  ['Face Value Split - From Rs 2/- To Rs 10/-', 'refused'],
];

describe('the ratio a corporate action sets', () => {
  it.each(CASES)('%s', (purpose, expected) => {
    if (expected === 'refused') expect(() => ratioOf(purpose)).toThrow(RowProblem);
    else expect(ratioOf(purpose)).toEqual(expected);
  });
});
