/** Basket tags under their master tags: [master slug, master name, [tag slug, tag name][]]. */
export const SEED_TAGS = [
  [
    'theme',
    'Theme',
    [
      ['banking', 'Banking'],
      ['technology', 'Technology'],
      ['consumption', 'Consumption'],
      ['healthcare', 'Healthcare'],
      ['infrastructure', 'Infrastructure'],
      ['energy', 'Energy'],
      ['manufacturing', 'Manufacturing'],
      ['realty', 'Realty'],
      ['media', 'Media'],
    ],
  ],
  [
    'style',
    'Style',
    [
      ['quality', 'Quality'],
      ['momentum', 'Momentum'],
      ['value', 'Value'],
      ['dividend', 'Dividend'],
      ['low-volatility', 'Low volatility'],
      ['growth', 'Growth'],
      ['quant', 'Quant'],
    ],
  ],
  [
    'market-cap',
    'Market cap',
    [
      ['large-cap', 'Large cap'],
      ['mid-cap', 'Mid cap'],
      ['small-cap', 'Small cap'],
      ['multi-cap', 'Multi cap'],
    ],
  ],
] as const;
