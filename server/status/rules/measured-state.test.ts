import { describe, expect, it } from 'vitest';
import { ageWords, brokerState, delayState, paymentState, priceState, worstState } from './measured-state';

describe('measured states (docs/status-page.md)', () => {
  it.each([
    // ok age, failure age → state
    [null, null, 'no-data'],
    [30, null, 'operational'],
    [90_000, null, 'no-data'],
    [null, 60, 'down'],
    [600, 60, 'down'],
    [60, 600, 'degraded'],
    [60, 899, 'degraded'],
    [null, 1000, 'degraded'],
    [60, 4000, 'operational'],
    [null, 4000, 'no-data'],
  ] as const)('a broker last answering %s s ago and failing %s s ago is %s', (ok, failed, state) => {
    expect(brokerState(ok, failed)).toBe(state);
  });

  it.each([
    [0, 0, 'no-data'],
    [5, 0, 'operational'],
    [3, 3, 'operational'],
    [2, 3, 'degraded'],
    [0, 2, 'degraded'],
    [0, 3, 'down'],
  ] as const)('%s payments paid and %s failed: %s', (paid, failed, state) => {
    expect(paymentState(paid, failed)).toBe(state);
  });

  it.each([
    [true, 0, 'operational'],
    [true, 60, 'operational'],
    [true, 61, 'degraded'],
    [true, 900, 'degraded'],
    [true, 901, 'down'],
    [false, 50_000, 'closed'],
    [true, null, 'down'],
    [false, null, 'down'],
  ] as const)('market open %s, latest price %s s old: %s', (open, age, state) => {
    expect(priceState(open, age)).toBe(state);
  });

  it.each([
    [null, 0, 'no-data'],
    [null, 2, 'down'],
    [4, 0, 'operational'],
    [30, 0, 'operational'],
    [31, 0, 'degraded'],
    [4, 1, 'degraded'],
    [300, 0, 'degraded'],
    [301, 0, 'down'],
  ] as const)('median delay %s s with %s waiting: %s', (median, waiting, state) => {
    expect(delayState(median, waiting)).toBe(state);
  });

  it('takes the worst state, leaving out parts with no data', () => {
    expect(worstState([])).toBe('no-data');
    expect(worstState(['no-data', 'no-data'])).toBe('no-data');
    expect(worstState(['no-data', 'operational'])).toBe('operational');
    expect(worstState(['operational', 'degraded', 'no-data'])).toBe('degraded');
    expect(worstState(['degraded', 'down'])).toBe('down');
  });

  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [119.9, '119 seconds'],
    [120, '2 minutes'],
    [7199, '119 minutes'],
    [7200, '2 hours'],
    [172_800, '2 days'],
  ])('%s s reads "%s"', (s, words) => {
    expect(ageWords(s)).toBe(words);
  });
});
