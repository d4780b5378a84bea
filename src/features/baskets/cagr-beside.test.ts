import { describe, expect, it } from 'vitest';
import { cagrBeside, NO_CAGR_YET } from './cagr-beside';

const nifty = (cagr: number | null) => ({ name: 'Nifty 50', cagr });

describe('cagrBeside: a basket’s CAGR beside its benchmark’s', () => {
  it('labels a 3-year CAGR and sets the benchmark’s over the same years beside it', () => {
    expect(cagrBeside({ cagr: 18.4, cagrPeriod: '3yr', benchmark: nifty(12.13) })).toEqual({
      label: '3Y CAGR',
      value: '18.4%',
      versus: 'vs Nifty 50 12.13%',
    });
  });

  it('labels a since-launch CAGR as such', () => {
    expect(cagrBeside({ cagr: -3.5, cagrPeriod: 'sinceLaunch', benchmark: nifty(2) })).toEqual({
      label: 'CAGR since launch',
      value: '−3.5%',
      versus: 'vs Nifty 50 2%',
    });
  });

  it('says in words that a basket under a year has no CAGR, with nothing beside it', () => {
    expect(cagrBeside({ cagr: null, cagrPeriod: null, benchmark: nifty(null) })).toEqual({
      label: '3Y CAGR',
      value: NO_CAGR_YET,
      versus: null,
    });
  });

  it('shows the basket alone when the benchmark has no figure for the period', () => {
    expect(cagrBeside({ cagr: 9, cagrPeriod: '3yr', benchmark: nifty(null) }).versus).toBeNull();
  });
});
