/**
 * The seed investor's money (README, "Dev seed users"; docs/investments.md, "Seed"): investor@example.com
 * on Starfolio, with Kestrel Securities (broker 'sec') connected through the simulated broker, and three
 * investments bought over the past months at the market's closing prices of those days.
 */
export const SEED_INVESTOR = {
  email: 'investor@example.com',
  brandId: 'starfolio',
  brokerId: 'sec',
  /** The account at the simulated broker: sign in there with these (the seeded broker session has ended). */
  clientCode: 'INVESTOR1',
  password: 'Investor@123',
  /** Cash left at the broker after the seeded buys. */
  funds: 500_000,
  connectedOn: '2026-04-24',
} as const;

export interface SeedTrade {
  kind: 'buy' | 'sip';
  /** The trading day it filled (10:30 IST), its amount spent by the basket's weights. */
  date: string;
  amount: number;
}

export interface SeedInvestment {
  basket: string;
  /** The basket version bought (a later one makes the pending rebalance). */
  version: number;
  trades: SeedTrade[];
  sip?: { frequency: 'monthly' | 'quarterly'; amount: number; day: number; nextDue: string };
  stoplossPercent?: number;
}

/**
 * - Large & Mid Blend: a lump sum, then a monthly SIP on the 20th whose instalment is due on
 *   2026-11-20 (the tests' and e2e's market day), so it shows as due.
 * - Midcap Momentum: bought at version 5; the adviser published version 6 on 2026-08-31, so a
 *   rebalance is pending. A 15 % stop-loss watches it.
 * - Cash Flow Champions: a lump sum and a top-up (two buys at different prices).
 */
export const SEED_INVESTMENTS: readonly SeedInvestment[] = [
  {
    basket: 'large-mid-blend',
    version: 4,
    trades: [
      { kind: 'buy', date: '2026-06-15', amount: 100_000 },
      { kind: 'sip', date: '2026-07-20', amount: 10_000 },
      { kind: 'sip', date: '2026-08-20', amount: 10_000 },
      { kind: 'sip', date: '2026-09-21', amount: 10_000 },
      { kind: 'sip', date: '2026-10-21', amount: 10_000 },
    ],
    sip: { frequency: 'monthly', amount: 10_000, day: 20, nextDue: '2026-11-20' },
  },
  {
    basket: 'midcap-momentum',
    version: 5,
    trades: [{ kind: 'buy', date: '2026-05-04', amount: 75_000 }],
    stoplossPercent: 15,
  },
  {
    basket: 'cash-flow-champions',
    version: 4,
    trades: [
      { kind: 'buy', date: '2026-04-27', amount: 60_000 },
      { kind: 'buy', date: '2026-09-07', amount: 25_000 },
    ],
  },
];
