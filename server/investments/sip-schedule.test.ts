import { describe, expect, it } from 'vitest';
import { nseCalendar } from '../market/trading-calendar';
import { firstSipDue, nextSipDue } from './sip-schedule';

// Friday 2026-11-20 is the tests' market day; 2026-11-24 (Guru Nanak Jayanti) and 2026-10-20 (Dussehra) are holidays.
describe('firstSipDue', () => {
  it.each([
    ['2026-11-20', 20, '2026-11-20', 'today is the day and a trading day'],
    ['2026-11-20', 5, '2026-12-07', 'the 5th has passed: next month, Saturday 5 → Monday 7'],
    ['2026-11-20', 24, '2026-11-25', 'a holiday moves it to the next trading day'],
    ['2026-11-20', 28, '2026-11-30', 'Saturday 28 → Monday 30'],
    ['2026-12-29', 1, '2027-01-01', 'the next month of December is January'],
  ])('from %s on day %i is %s (%s)', (today, day, due) => {
    expect(firstSipDue(nseCalendar, today, day)).toBe(due);
  });
});

describe('nextSipDue', () => {
  it.each([
    ['2026-11-20', 20, 'monthly', '2026-11-20', '2026-12-21', 'Sunday 20 December → Monday 21'],
    ['2026-11-30', 28, 'monthly', '2026-11-30', '2026-12-28', 'a due moved on from the 28th counts from the 28th'],
    ['2026-03-02', 28, 'monthly', '2026-03-02', '2026-03-30', 'moved into March, it stood for February: next is March'],
    ['2026-11-20', 20, 'quarterly', '2026-11-20', '2027-02-22', 'three months on, Saturday → Monday'],
    ['2026-08-20', 20, 'monthly', '2026-11-20', '2026-12-21', 'missed instalments are not owed: the next after today'],
    ['2026-09-21', 20, 'monthly', '2026-09-21', '2026-10-21', 'Dussehra on 20 October → 21'],
  ] as const)('after %s (day %i, %s, today %s) is %s: %s', (due, day, frequency, today, next, _why) => {
    expect(nextSipDue(nseCalendar, { due, day, frequency, today })).toBe(next);
  });
});
