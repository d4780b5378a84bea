import type { HoldingTerm, YearTotals } from '#contract/tax/types';

/**
 * Every string /account/capital-gains/ shows (docs/tax.md, "The screen"), in one place. The totals carry the
 * labels of the statement's XLSX and PDF (server/tax/statement-documents.ts TOTAL_LABELS), without the unit;
 * the notes under them are the server's own (contract/tax/messages.ts TAX_NOTES, sent as `notes`).
 */
export const capitalGainsMessages = {
  title: 'Capital gains',
  signInTitle: 'Log in to see your capital gains',
  signInText: 'Your capital gains are worked out from the trades you placed here; log in to see them.',
  logIn: 'Log in',
  lead: 'The gains and losses on the shares you sold in a financial year (April to March), and an estimate of the tax on them.',
  year: 'Financial year',
  yearOption: (year: string, current: boolean) => (current ? `FY ${year} (this year)` : `FY ${year}`),
  loading: 'Loading your capital gains…',
  failed: 'Your capital gains could not be loaded',
  offline: 'You appear to be offline. Your capital gains show once the connection is back.',
  serverError: 'Something went wrong on our side. Please try again.',
  retry: 'Try again',
  period: (from: string, to: string) => `${from} to ${to}`,
  totalsTitle: 'The year’s totals',
  estimateNote: 'Estimated tax before surcharge and cess: an estimate, not tax advice.',
  totals: {
    short_term_gains: 'Short-term gains',
    long_term_gains: 'Long-term gains',
    short_term_losses: 'Short-term losses',
    long_term_losses: 'Long-term losses',
    short_term_loss_against_long_term: 'Short-term loss set off against long-term gains',
    ltcg_exemption_used: 'Long-term exemption used',
    short_term_loss_carried_forward: 'Short-term loss to carry forward',
    long_term_loss_carried_forward: 'Long-term loss to carry forward',
    estimated_tax: 'Estimated tax before surcharge and cess',
  } satisfies Partial<Record<keyof YearTotals, string>>,
  lossesSetOff: 'Losses set off',
  exemptionOf: (amount: string) => `of ${amount} for the year (s. 112A)`,
  salesTitle: 'Sales',
  salesCaption: (year: string) => `Shares sold in FY ${year}, with the lots each sale used (first in, first out)`,
  noSalesTitle: (year: string) => `No shares sold in FY ${year}`,
  noSalesText:
    'You sold no shares this financial year, so there are no capital gains to report and no tax to estimate. ' +
    'Shares you buy become lots; a gain or loss is counted when you sell them.',
  columns: {
    symbol: 'Symbol',
    soldOn: 'Sold on',
    boughtOn: 'Bought on',
    quantity: 'Shares',
    gain: 'Gain',
    term: 'Term',
  },
  term: { short: 'Short-term', long: 'Long-term' } satisfies Record<HoldingTerm, string>,
  unmatched: (symbol: string, soldOn: string, shares: number) =>
    `${shares} ${symbol} sold on ${soldOn} were not bought through this app, so they are left out of the gains.`,
  dividendsTitle: 'Dividends',
  noDividends:
    'No dividends are recorded here. The dividends paid to you this year appear in your annual information statement (AIS).',
  notesTitle: 'What this estimate leaves out',
  downloadsTitle: 'Download the statement',
  downloadsText: 'The same statement, with every trade and its charges, for your tax return or your accountant.',
  download: { xlsx: 'Download as XLSX', pdf: 'Download as PDF' },
  downloadFailed: 'The statement could not be downloaded. Please try again.',
} as const;

/**
 * What a rebalance's and an exit's review say of the tax their sales would cost (docs/tax.md, "Before a
 * rebalance or an exit"; decision 0300). Its own export, so the investment dialogs carry these words only.
 */
export const saleEstimateMessages = {
  title: 'Tax on these sales (estimate)',
  loading: 'Working out the tax on these sales…',
  failed: 'The tax on these sales could not be estimated.',
  offline: 'You appear to be offline, so the tax on these sales could not be estimated.',
  notBlocking: 'You can still go ahead: the estimate is for your information only.',
  retry: 'Estimate the tax again',
  noSales: 'No capital gains tax: these orders sell nothing.',
  shortTerm: 'Short-term gain (STCG)',
  longTerm: 'Long-term gain (LTCG)',
  tax: 'Estimated tax on these sales',
  lowersTax: (amount: string) => `None; the loss lowers the year’s tax by ${amount}`,
  yearTax: (year: string) => `FY ${year}’s estimated tax`,
  yearTaxValue: (before: string, after: string) => `${before} before, ${after} with these sales`,
  shortLotsTitle: 'Short-term shares sold',
  shortLot: (quantity: number, symbol: string, boughtOn: string, days: number, on: string) =>
    `${quantity} ${symbol} bought on ${boughtOn}: turns long-term in ${days === 1 ? '1 day' : `${days} days`}, on ${on}`,
  moreShortLots: (n: number) => (n === 1 ? 'and 1 more short-term lot' : `and ${n} more short-term lots`),
  allLongTerm: 'Every share sold has been held more than twelve months: all long-term.',
  unmatched: (quantity: number, symbol: string) =>
    `${quantity} ${symbol} were not bought through this app, so they are left out of the gains.`,
  caveat: (date: string) =>
    `As if sold on ${date} at today’s last prices, oldest shares first. Before surcharge and cess, with brokerage and ` +
    'fees not deducted, and counting only shares bought through this app: an estimate, not tax advice.',
} as const;
