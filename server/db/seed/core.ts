import type { Database } from '../database';

const advisers = [
  [
    'meera-iyer',
    'Meera Iyer',
    'Registered Investment Adviser',
    'INA000017523',
    'Twenty years in equity research; runs concentrated quality portfolios.',
  ],
  [
    'arjun-mehta',
    'Arjun Mehta Research',
    'Research Analyst',
    'INH000009144',
    'Sector-rotation and momentum research with a strict risk budget.',
  ],
  [
    'kaveri-capital',
    'Kaveri Capital Advisors',
    'Registered Investment Adviser',
    'INA200015876',
    'Dividend and value investing for long horizons.',
  ],
  [
    'northstar-quant',
    'Northstar Quant',
    'Research Analyst',
    'INH200008801',
    'Rules-based factor baskets rebalanced on a calendar.',
  ],
] as const;

const baskets: Array<
  [
    string,
    number,
    string,
    string,
    number,
    'high' | 'medium' | 'low',
    string,
    boolean,
    number,
    number,
    'FIXFEE' | 'AUM',
    number,
    'monthly' | 'quarterly',
  ]
> = [
  [
    'Quality Compounders',
    1,
    'Market leaders with high return on capital and low debt.',
    'quality-compounders',
    25000,
    'medium',
    'Equity',
    true,
    18.4,
    980,
    'FIXFEE',
    1499,
    'quarterly',
  ],
  [
    'Momentum Leaders',
    2,
    'Large and mid caps with the strongest six-month price trends.',
    'momentum-leaders',
    15000,
    'high',
    'Equity',
    true,
    24.1,
    870,
    'AUM',
    1.5,
    'monthly',
  ],
  [
    'Dividend Yield Plus',
    3,
    'Steady dividend payers with a history of raising payouts.',
    'dividend-yield-plus',
    10000,
    'low',
    'Equity',
    false,
    12.7,
    760,
    'FIXFEE',
    999,
    'quarterly',
  ],
  [
    'Banking Titans',
    1,
    'The largest private and public sector banks by deposits.',
    'banking-titans',
    20000,
    'medium',
    'Sectoral',
    true,
    14.9,
    720,
    'FIXFEE',
    1299,
    'quarterly',
  ],
  [
    'Smallcap Discovery',
    4,
    'Under-researched small caps passing liquidity and governance screens.',
    'smallcap-discovery',
    30000,
    'high',
    'Equity',
    true,
    27.8,
    690,
    'AUM',
    2,
    'monthly',
  ],
  [
    'Digital India',
    2,
    'Software, payments and platform companies riding digital adoption.',
    'digital-india',
    12000,
    'high',
    'Thematic',
    false,
    19.6,
    640,
    'FIXFEE',
    799,
    'monthly',
  ],
  [
    'Low Volatility 30',
    4,
    'Thirty stocks with the lowest one-year volatility in the Nifty 200.',
    'low-volatility-30',
    8000,
    'low',
    'Equity',
    false,
    11.2,
    580,
    'FIXFEE',
    599,
    'quarterly',
  ],
  [
    'Consumption Story',
    3,
    'FMCG, retail and auto names tied to household spending.',
    'consumption-story',
    18000,
    'medium',
    'Thematic',
    true,
    15.3,
    550,
    'AUM',
    1.25,
    'quarterly',
  ],
];

export async function seedCore(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM advisers');
  if (rows[0]!.n > 0) return false;
  await db.transaction(async (tx) => {
    for (const [slug, name, type, reg, bio] of advisers) {
      await tx.query(
        'INSERT INTO advisers (slug, name, adviser_type, sebi_registration, bio) VALUES ($1, $2, $3, $4, $5)',
        [slug, name, type, reg, bio],
      );
    }
    for (const [
      name,
      adviserId,
      description,
      hash,
      min,
      risk,
      fund,
      premium,
      cagr,
      pop,
      feeKind,
      fee,
      freq,
    ] of baskets) {
      await tx.query(
        `INSERT INTO baskets (name, adviser_id, description, basket_hash, fixed_minimum_amount, risk_type, fund_type,
           is_premium, is_shareable, cagr, popularity, fee_kind, fee_amount, rebalance_frequency)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $11, $12, $13)`,
        [name, adviserId, description, hash, min, risk, fund, premium, cagr, pop, feeKind, fee, freq],
      );
    }
    for (let adviserId = 1; adviserId <= advisers.length; adviserId++) {
      for (const [label, interval, count, amount] of [
        ['1 month', 'month', 1, 999],
        ['3 months', 'month', 3, 2699],
        ['6 months', 'month', 6, 4999],
        ['1 year', 'year', 1, 8999],
      ] as const) {
        await tx.query(
          'INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount) VALUES ($1, $2, $3, $4, $5, $5)',
          [adviserId, label, interval, count, amount],
        );
      }
    }
  });
  return true;
}
