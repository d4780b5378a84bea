/** The action dialogs on an investment's page: rebalance, SIP, stop-loss, close, repair. */
export const dialogMessages = {
  close: 'Close',
  cancel: 'Cancel',
  failed: 'That did not go through. Please try again.',
  offline: 'You are offline. Connect and try again: nothing was placed.',
  reviewFailed: 'The review could not be loaded.',
  loadingReview: 'Loading the review…',
  rebalance: {
    open: 'Rebalance',
    title: 'Rebalance this investment',
    versions: (from: number, to: number, date: string) => `Version ${from} to version ${to}, published ${date}.`,
    byAdviser: (date: string) => `Weights your adviser set for you on ${date}.`,
    adviserWeights: 'Your adviser’s weights for you',
    weight: 'Weight',
    mode: 'What to change',
    lines: 'Orders this rebalance places',
    symbol: 'Symbol',
    side: 'Side',
    /** Read instead of a side on a line that trades nothing. */
    noSide: 'none: nothing is traded',
    after: 'Holding after',
    traded: 'Shares traded',
    value: 'Value',
    tag: 'Action',
    charges: 'Charges',
    netCash: 'Net cash',
    netCashHint: 'Positive: money back to your broker account. Negative: money you add.',
    dpCharges: 'Depository charge',
    dpChargesValue: (perStock: string, stocks: number, total: string) =>
      `${perStock} per stock sold × ${stocks} = ${total}`,
    /** In a selling mode: what buying only would save. */
    salesAvoided: (sales: number, dp: string) =>
      sales === 0
        ? 'This rebalance sells nothing.'
        : sales === 1
          ? `Buying only, with new money, would avoid this sale and its ${dp} depository charge.`
          : `Buying only, with new money, would avoid these ${sales} sales and their ${dp} of depository charges.`,
    /** In the buy-only mode: the selling modes' sales it avoids. */
    salesAvoidedBuyOnly: (adviser: number, every: number) =>
      `Nothing is sold: this avoids ${adviser} ${adviser === 1 ? 'sale' : 'sales'} of “Only the adviser’s changes” and ${every} of “Every stock back to its weight”.`,
    amount: 'New money to invest (₹)',
    amountHint: 'It buys the stocks furthest below their new weights first.',
    showOrders: 'Show the orders',
    enterAmount: 'Enter the new money to see the orders it would place.',
    buyOnly: 'What the new money does',
    newMoney: 'New money',
    spent: 'Spent on shares',
    leftover: 'Left with you',
    driftBefore: 'Drift now',
    driftAfter: 'Drift left',
    driftHint: 'Drift: half the sum, over the stocks, of how far each weight is from its target.',
    toTarget: (amount: string) => `To remove the drift left, invest ${amount} more to reach the target weights.`,
    onTarget: 'The stocks reach their target weights.',
    onlyBySelling: 'A stock outside the new weights is held: only selling it reaches the target weights.',
    driftTable: 'Weights after buying, against the targets',
    weightAfter: 'Weight after',
    target: 'Target',
    drift: 'Drift',
    accept: 'Accept and place orders',
    ignore: 'Ignore this rebalance',
    ignored: 'The rebalance was ignored. Your investment keeps its version.',
    placed: 'The rebalance orders were placed.',
    history: 'Earlier rebalances',
    historyRow: (from: number, to: number, status: string, date: string) =>
      `Version ${from} to ${to}: ${status}, ${date}`,
    historyRowByAdviser: (status: string, date: string) => `Weights set by your adviser: ${status}, ${date}`,
    noHistory: 'No earlier rebalances.',
  },
  sip: {
    open: 'SIP',
    title: 'Systematic investment plan',
    current: (amount: string, frequency: string, day: number, next: string) =>
      `${amount} ${frequency} on day ${day}. Next instalment ${next}.`,
    frequency: 'How often',
    frequencies: { monthly: 'Monthly', quarterly: 'Quarterly' },
    amount: 'Amount (₹)',
    day: 'Day of the month (1 to 28)',
    start: 'Start SIP',
    stop: 'Stop SIP',
    started: 'Your SIP is set.',
    stopped: 'Your SIP is stopped.',
    badAmount: 'Please enter valid amount',
    badDay: 'Please enter a day from 1 to 28',
  },
  stoploss: {
    open: 'Stop-loss',
    title: 'Stop-loss',
    explain:
      'You are told when the value falls this far below the money you put in, and offered an exit. Nothing is sold on its own.',
    percent: 'Percent below the invested amount',
    trigger: (value: string) => `You will be told below ${value}.`,
    save: 'Save stop-loss',
    remove: 'Remove stop-loss',
    saved: 'Your stop-loss is set.',
    removed: 'Your stop-loss is removed.',
    badPercent: 'Please enter a percent between 0 and 100',
  },
  exit: {
    open: 'Close investment',
    title: 'Close this investment',
    explain: 'Every holding is sold at market. Review the orders first.',
    lines: 'Orders this exit places',
    total: 'Total',
    charges: 'Charges',
    place: 'Sell everything',
    placed: 'The exit orders were placed.',
    /** While the window is closed and the broker takes an after-market order (decision 0277). */
    placeAmo: 'Sell everything as after-market order',
    amoNote:
      'An after-market order (AMO) waits at your broker and is sent to the exchange when the market opens. Prices may move by then: market orders sell no lower than 2% below the opening price.',
  },
  repair: {
    open: 'Buy the missing shares',
    short: 'Your last trade left these shares unbought:',
    shortLine: (symbol: string, quantity: number) => `${symbol}: ${quantity} ${quantity === 1 ? 'share' : 'shares'}`,
    when: 'You can buy them once, on the day of that trade or the next trading day.',
    title: 'Buy the missing shares',
    explain:
      'These orders buy, at market, what your last trade left short. Your broker also holds a margin for market orders and takes its charges.',
    place: 'Buy the missing shares',
    placed: 'The repair orders were placed.',
  },
} as const;
