import type { AdviserType } from '#contract/baskets/types';

export interface SeedAdviser {
  slug: string;
  name: string;
  type: AdviserType;
  /** SEBI registration: INA… for an investment adviser, INH… for a research analyst. */
  registration: string;
  bio: string;
  registeredOn: string;
  city: string;
}

const RIA: AdviserType = 'Registered Investment Adviser';
const RA: AdviserType = 'Research Analyst';

/** The seed's advisers; the first four are the original seed's (tests and e2e name them), in that order. */
export const SEED_ADVISERS: readonly SeedAdviser[] = [
  {
    slug: 'meera-iyer',
    name: 'Meera Iyer',
    type: RIA,
    registration: 'INA000017523',
    bio: 'Twenty years in equity research; runs concentrated quality portfolios.',
    registeredOn: '2019-03-14',
    city: 'Chennai',
  },
  {
    slug: 'arjun-mehta',
    name: 'Arjun Mehta Research',
    type: RA,
    registration: 'INH000009144',
    bio: 'Sector-rotation and momentum research with a strict risk budget.',
    registeredOn: '2020-08-03',
    city: 'Mumbai',
  },
  {
    slug: 'kaveri-capital',
    name: 'Kaveri Capital Advisors',
    type: RIA,
    registration: 'INA200015876',
    bio: 'Dividend and value investing for long horizons.',
    registeredOn: '2018-11-22',
    city: 'Bengaluru',
  },
  {
    slug: 'northstar-quant',
    name: 'Northstar Quant',
    type: RA,
    registration: 'INH200008801',
    bio: 'Rules-based factor baskets rebalanced on a calendar.',
    registeredOn: '2021-01-18',
    city: 'Pune',
  },
  {
    slug: 'sahyadri-wealth',
    name: 'Sahyadri Wealth Advisors',
    type: RIA,
    registration: 'INA000019204',
    bio: 'Goal-based portfolios for salaried families; fee-only advice, no commissions.',
    registeredOn: '2021-06-09',
    city: 'Pune',
  },
  {
    slug: 'ganga-equity-research',
    name: 'Ganga Equity Research',
    type: RA,
    registration: 'INH300011452',
    bio: 'Bottom-up research on manufacturing and capital goods, with plant visits behind every call.',
    registeredOn: '2019-09-27',
    city: 'Kolkata',
  },
  {
    slug: 'priya-raghavan',
    name: 'Priya Raghavan',
    type: RIA,
    registration: 'INA100016338',
    bio: 'Former fund manager; builds diversified multi-cap baskets with a valuation discipline.',
    registeredOn: '2020-02-11',
    city: 'Hyderabad',
  },
  {
    slug: 'deccan-alpha',
    name: 'Deccan Alpha Research',
    type: RA,
    registration: 'INH000013877',
    bio: 'Quantitative screens on earnings revisions and price strength across the NIFTY 500.',
    registeredOn: '2022-04-05',
    city: 'Hyderabad',
  },
  {
    slug: 'vikram-sethi',
    name: 'Vikram Sethi',
    type: RIA,
    registration: 'INA000020115',
    bio: 'Chartered accountant; favours cash-generating businesses bought at fair prices.',
    registeredOn: '2022-10-19',
    city: 'New Delhi',
  },
  {
    slug: 'narmada-insights',
    name: 'Narmada Insights',
    type: RA,
    registration: 'INH100014590',
    bio: 'Thematic research on energy transition, infrastructure and the domestic consumer.',
    registeredOn: '2021-12-01',
    city: 'Ahmedabad',
  },
  {
    slug: 'lakshmi-nair',
    name: 'Lakshmi Nair',
    type: RIA,
    registration: 'INA200018742',
    bio: 'Conservative, low-turnover baskets for retirees and first-time investors.',
    registeredOn: '2018-05-30',
    city: 'Kochi',
  },
  {
    slug: 'bluechip-analytics',
    name: 'Bluechip Analytics',
    type: RA,
    registration: 'INH200012963',
    bio: 'Large-cap research desk covering banks, IT services and consumer staples.',
    registeredOn: '2020-11-16',
    city: 'Mumbai',
  },
];

/** The adviser the seed account adviser@example.com signs in as (README). */
export const SEED_ADVISER_ACCOUNT = {
  name: 'Sahyadri Wealth Advisors',
  email: 'adviser@example.com',
  password: 'Adviser@123',
  adviserSlug: 'sahyadri-wealth',
} as const;
