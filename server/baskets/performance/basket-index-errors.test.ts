import { describe, expect, it } from 'vitest';
import { BasketDataError } from './basket-data-error';
import { basketIndex } from './basket-index';
import type { BasketVersion, CloseHistory } from './types';

const version = (effectiveDate: string, weights: Record<string, number>): BasketVersion => ({
  effectiveDate,
  constituents: Object.entries(weights).map(([symbol, weight]) => ({ symbol, weight })),
});
const history: CloseHistory = new Map([
  [
    'A',
    [
      { date: '2024-01-01', close: 100 },
      { date: '2024-01-02', close: 101 },
      { date: '2024-01-03', close: 102 },
    ],
  ],
  ['LATE', [{ date: '2024-01-02', close: 10 }]],
]);
const fails = (versions: BasketVersion[], message: string, closes = history) => {
  expect(() => basketIndex(versions, closes)).toThrow(BasketDataError);
  expect(() => basketIndex(versions, closes)).toThrow(message);
};

describe('basketIndex refuses what cannot be priced', () => {
  it('a stock with no close on or before launch day', () => {
    fails(
      [version('2024-01-01', { A: 50, LATE: 50 })],
      'The launch on 2024-01-01: no close for LATE on or before that day',
    );
  });

  it('a stock with no closes at all', () => {
    fails([version('2024-01-01', { A: 50, GHOST: 50 })], 'The launch on 2024-01-01: no close for GHOST');
  });

  it('a stock added at a rebalance before its first close, naming both dates', () => {
    const versions = [version('2023-12-30', { A: 100 }), version('2023-12-31', { A: 50, LATE: 50 })];
    fails(versions, 'The launch on 2024-01-01 (effective 2023-12-31): no close for LATE on or before that day');
    fails(
      [version('2024-01-01', { A: 100 }), version('2024-01-01', { A: 100 })],
      'Two versions take effect on 2024-01-01',
    );
  });

  it('a rebalance to a stock not yet trading', () => {
    const early = new Map([...history, ['NEW', [{ date: '2024-01-03', close: 5 }]]]);
    fails(
      [version('2024-01-01', { A: 100 }), version('2024-01-02', { NEW: 100 })],
      'The rebalance on 2024-01-02: no close for NEW on or before that day',
      early,
    );
  });

  it('no close at all from the launch on', () => {
    fails([version('2024-02-01', { A: 100 })], 'No close on or after the launch on 2024-02-01');
  });

  it('versions that make no basket', () => {
    fails([], 'A basket needs at least one version (its launch)');
    fails([{ effectiveDate: '2024-01-01', constituents: [] }], 'The version of 2024-01-01 has no stocks');
    fails([version('2024-01-01', { A: 0 })], 'The version of 2024-01-01: A has weight 0, not above 0');
    fails([version('2024-01-01', { A: -5 })], 'A has weight -5');
    fails([version('2024-01-01', { A: Number.NaN })], 'A has weight NaN');
    fails([version('2024/01/01', { A: 100 })], 'Not a date (YYYY-MM-DD): "2024/01/01"');
    const twice = {
      effectiveDate: '2024-01-01',
      constituents: [
        { symbol: 'A', weight: 50 },
        { symbol: 'A', weight: 50 },
      ],
    };
    fails([twice], 'The version of 2024-01-01 lists A twice');
  });

  it('closes that are not prices', () => {
    const withCloses = (closes: { date: string; close: number }[]) => new Map([['A', closes]]);
    const launch = [version('2024-01-01', { A: 100 })];
    fails(
      launch,
      'A on 2024-01-01: a close must be a positive number, not 0',
      withCloses([{ date: '2024-01-01', close: 0 }]),
    );
    fails(launch, 'not -1', withCloses([{ date: '2024-01-01', close: -1 }]));
    fails(launch, 'not Infinity', withCloses([{ date: '2024-01-01', close: Infinity }]));
    const repeated = [
      { date: '2024-01-02', close: 1 },
      { date: '2024-01-01', close: 1 },
      { date: '2024-01-02', close: 2 },
    ];
    fails(launch, 'A: two closes on 2024-01-02', withCloses(repeated));
    fails(launch, 'Not a date (YYYY-MM-DD): "2024-1-2"', withCloses([{ date: '2024-1-2', close: 1 }]));
  });
});
