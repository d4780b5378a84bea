import { describe, expect, it } from 'vitest';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';
import { brands } from '../../brands/registry';
import { createMarketData } from '../market/create-market-data';
import { basketProblems, constituentsProblem, feeProblems } from './basket-checks';

const market = createMarketData();
const noDb = { query: () => Promise.resolve({ rows: [] }) };
const fields = {
  fee_kind: 'FIXFEE',
  fee_amount: 999,
  rebalance_frequency: 'monthly',
  benchmark_id: 'NIFTY 50',
} as const;

describe('basket checks', () => {
  it('refuses a frequency the brand does not offer (arrowline: quarterly only)', async () => {
    const arrowline = brands.find((b) => b.id === 'arrowline')!;
    expect(await basketProblems(noDb, market, arrowline, 'Registered Investment Adviser', fields)).toEqual({
      rebalance_frequency: S.frequencyNotOffered,
    });
  });

  it('compares weights in hundredths and names the total', () => {
    const three = [
      { symbol: 'TCS', weight: 33.33 },
      { symbol: 'INFY', weight: 33.33 },
      { symbol: 'ITC', weight: 33.34 },
    ];
    expect(constituentsProblem(market, three)).toBeUndefined();
    expect(constituentsProblem(market, [{ symbol: 'TCS', weight: 100.01 }])).toBe(S.weightsSum(100.01));
  });

  it('keeps the fee caps at their edge', () => {
    expect(feeProblems('FIXFEE', 151_000, 'Research Analyst')).toEqual({});
    expect(feeProblems('FIXFEE', 151_000.01, 'Research Analyst')).toEqual({ fee_amount: S.feeTooHigh });
    expect(feeProblems('AUM', 2.5, 'Registered Investment Adviser')).toEqual({});
    expect(feeProblems('AUM', 2.51, 'Registered Investment Adviser')).toEqual({ fee_amount: S.feeTooHigh });
  });
});
