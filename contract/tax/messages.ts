/** What the tax calls say (docs/tax.md): one place for the server, the app and the tests. */
export const TAX_MESSAGES = {
  year: 'Give the financial year as 2025-26.',
  yearBeforeTable: 'Statements start with the financial year 2018-19.',
  yearNotBegun: 'That financial year has not begun yet.',
  investment: 'Give the investment.',
  sellLine: 'Each sale needs a symbol and a whole number of shares from 1.',
  sellTwice: 'Name each symbol once.',
  notHeld: (symbol: string) => `The investment holds no ${symbol}.`,
  moreThanHeld: (symbol: string, held: number) => `The investment holds ${held} ${symbol}; sell at most that.`,
  nothingToSell: 'The investment holds nothing to sell.',
} as const;

/** What every statement and estimate says it leaves out (docs/tax.md, "What is estimated"). */
export const TAX_NOTES = [
  'An estimate, not tax advice: surcharge and the 4% health and education cess are not included.',
  'Gains are sale value less purchase value; brokerage, stamp duty and other charges (estimated per trade) are not deducted.',
  'Only trades placed through this app are counted; shares of the same company bought elsewhere in the same demat account change which lots are sold.',
  'Losses carried forward from earlier years are not set off.',
  'Dividends: none recorded by this app; the dividends of the year appear in the annual information statement (AIS).',
] as const;
