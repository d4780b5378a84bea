/**
 * The seed dealer's clients beyond the seed investor and subscriber (docs/dealer.md, "Seed"): each
 * signs in with Client@123 and has customer details; some bought a plan, some invested through the
 * simulated broker, one payment failed and one subscription lapsed, so every report has figures.
 */
export const DEALER_CLIENT_PASSWORD = 'Client@123';

export interface SeedDealerClient {
  name: string;
  email: string;
  mobile: string;
  state: string;
  pan: string;
  /** Plans bought: adviser slug, interval, and how many days ago; 'failed' leaves a failed payment. */
  payments: Array<{ adviser: string; interval: 'month' | 'year'; daysAgo: number; outcome: 'success' | 'failed' }>;
  /** Baskets bought (slug, version, amount, trading day). */
  investments: Array<{ basket: string; version: number; amount: number; date: string; rebalance?: 'accepted' }>;
}

export const SEED_DEALER_CLIENTS: readonly SeedDealerClient[] = [
  {
    name: 'Rohan Mehta',
    email: 'rohan.mehta@example.com',
    mobile: '9820011223',
    state: 'MH',
    pan: 'ABCPM1234D',
    payments: [{ adviser: 'meera-iyer', interval: 'year', daysAgo: 45, outcome: 'success' }],
    investments: [
      { basket: 'midcap-momentum', version: 5, amount: 150_000, date: '2026-05-04' },
      { basket: 'cash-flow-champions', version: 4, amount: 80_000, date: '2026-06-15' },
    ],
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    mobile: '9845022334',
    state: 'KA',
    pan: 'BCDPN2345E',
    payments: [{ adviser: 'sahyadri-wealth', interval: 'month', daysAgo: 10, outcome: 'success' }],
    investments: [{ basket: 'midcap-momentum', version: 5, amount: 60_000, date: '2026-05-04', rebalance: 'accepted' }],
  },
  {
    name: 'Arjun Reddy',
    email: 'arjun.reddy@example.com',
    mobile: '9849033445',
    state: 'TG',
    pan: 'CDEPR3456F',
    payments: [],
    investments: [{ basket: 'large-mid-blend', version: 4, amount: 200_000, date: '2026-06-15' }],
  },
  {
    name: 'Sneha Kulkarni',
    email: 'sneha.kulkarni@example.com',
    mobile: '9822044556',
    state: 'MH',
    pan: 'DEFPK4567G',
    payments: [{ adviser: 'meera-iyer', interval: 'year', daysAgo: 3, outcome: 'failed' }],
    investments: [],
  },
  {
    name: 'Vikram Singh',
    email: 'vikram.singh@example.com',
    mobile: '9811055667',
    state: 'DL',
    pan: 'EFGPS5678H',
    payments: [{ adviser: 'sahyadri-wealth', interval: 'month', daysAgo: 75, outcome: 'success' }],
    investments: [{ basket: 'cash-flow-champions', version: 4, amount: 45_000, date: '2026-06-15' }],
  },
  {
    name: 'Ananya Iyer',
    email: 'ananya.iyer@example.com',
    mobile: '9884066778',
    state: 'TN',
    pan: 'FGHPI6789J',
    payments: [],
    investments: [],
  },
];
