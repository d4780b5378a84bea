import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../../brands/schema';
import type { CuratorsBody } from '#contract/baskets/types';
import { testServerPerFile } from '../../test-server-per-file';
import { arrowline, basketGet, starfolio } from '../testing/basket-api';

const ctx = testServerPerFile();
const get = basketGet(ctx);

describe('GET /api/curators/', () => {
  it('lists advisers with type, registration, bio, basket count and plans', async () => {
    const a = await get<CuratorsBody>(starfolio, '/curators/');
    expect(a.status).toBe(200);
    expect(a.headers.get('x-cache-scope')).toBe('public');
    const { curators } = a.json.body;
    expect(curators.map((c) => c.name)).toEqual([
      'Arjun Mehta Research',
      'Bluechip Analytics',
      'Deccan Alpha Research',
      'Ganga Equity Research',
      'Kaveri Capital Advisors',
      'Lakshmi Nair',
      'Meera Iyer',
      'Narmada Insights',
      'Northstar Quant',
      'Priya Raghavan',
      'Sahyadri Wealth Advisors',
      'Vikram Sethi',
    ]);
    const meera = curators.find((c) => c.slug === 'meera-iyer');
    expect(meera).toEqual({
      name: 'Meera Iyer',
      slug: 'meera-iyer',
      adviserType: 'Registered Investment Adviser',
      sebiRegistration: 'INA000017523',
      bio: 'Twenty years in equity research; runs concentrated quality portfolios.',
      basketCount: 2,
      plans: [
        { label: '1 month', amount: 999, durationMonths: 1 },
        { label: '3 months', amount: 2699, durationMonths: 3 },
        { label: '6 months', amount: 4999, durationMonths: 6 },
        { label: '1 year', amount: 8999, durationMonths: 12 },
      ],
    });
    expect(curators.find((c) => c.slug === 'arjun-mehta')?.adviserType).toBe('Research Analyst');
  });

  it('counts only the baskets the brand lists', async () => {
    const count = async (b: BrandConfig) =>
      Object.fromEntries(
        (await get<CuratorsBody>(b, '/curators/')).json.body.curators.map((c) => [c.slug, c.basketCount]),
      );
    // Drafts, hidden and closed baskets are not counted (Sahyadri's draft and hidden ones, Ganga's and Narmada's closed ones).
    expect(await count(starfolio)).toEqual({
      'arjun-mehta': 2,
      'kaveri-capital': 2,
      'meera-iyer': 2,
      'northstar-quant': 2,
      'sahyadri-wealth': 3,
      'ganga-equity-research': 3,
      'priya-raghavan': 4,
      'deccan-alpha': 4,
      'vikram-sethi': 4,
      'narmada-insights': 3,
      'lakshmi-nair': 3,
      'bluechip-analytics': 4,
    });
    // Arrowline lists quarterly baskets only: Momentum Leaders, Digital India and Smallcap Discovery are monthly.
    expect(await count(arrowline)).toEqual({
      'arjun-mehta': 0,
      'kaveri-capital': 2,
      'meera-iyer': 2,
      'northstar-quant': 1,
      'sahyadri-wealth': 3,
      'ganga-equity-research': 2,
      'priya-raghavan': 4,
      'deccan-alpha': 1,
      'vikram-sethi': 4,
      'narmada-insights': 2,
      'lakshmi-nair': 3,
      'bluechip-analytics': 2,
    });
  });
});
