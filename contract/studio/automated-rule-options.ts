/** The automated basket rules' choices (zod-free, for the app's form); the schema is automated-rules.ts. */
export const RANK_BY = ['market_cap', 'momentum_6m', 'low_volatility_1y'] as const;
export const WEIGHTING = ['equal', 'market_cap', 'inverse_volatility'] as const;
export const CAP_CLASSES = ['large', 'mid', 'small'] as const;

export const RANK_BY_LABELS = {
  market_cap: 'Market capitalisation, largest first',
  momentum_6m: 'Six-month price return, highest first',
  low_volatility_1y: 'One-year volatility, lowest first',
} as const satisfies Record<(typeof RANK_BY)[number], string>;

export const WEIGHTING_LABELS = {
  equal: 'Equal weight',
  market_cap: 'Market-cap weight',
  inverse_volatility: 'Inverse volatility',
} as const satisfies Record<(typeof WEIGHTING)[number], string>;

export const CAP_CLASS_LABELS = {
  large: 'Large caps (the 100 largest)',
  mid: 'Mid caps (the next 150)',
  small: 'Small caps',
} as const satisfies Record<(typeof CAP_CLASSES)[number], string>;

/** The market data's sector names (NSE macro-economic sectors, server/market/sectors.ts; a test keeps them equal). */
export const AUTOMATED_SECTORS = [
  'Automobile and Auto Components',
  'Capital Goods',
  'Chemicals',
  'Construction',
  'Construction Materials',
  'Consumer Durables',
  'Consumer Services',
  'Fast Moving Consumer Goods',
  'Financial Services',
  'Healthcare',
  'Information Technology',
  'Media Entertainment & Publication',
  'Metals & Mining',
  'Oil Gas & Consumable Fuels',
  'Power',
  'Realty',
  'Services',
  'Telecommunication',
  'Textiles',
] as const;
