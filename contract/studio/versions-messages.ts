/**
 * What the constituents editor and its route say (docs/studio.md, "New versions and rebalances").
 * Zod-free, so the app imports it too.
 */
export const VERSION_MESSAGES = {
  draft: 'This basket is still a draft: change its stocks in the basket editor. Versions start once it is published.',
  closed: 'This basket is closed: it takes no new versions.',
  nothingChanged:
    'Nothing changed: these are the stocks and weights of the current version. Change a stock or a weight to publish a new version.',
  rationaleEmpty: 'Please enter why the basket changes',
  published: (version: number, investors: number) =>
    `Version ${version} published. ${investors} ${investors === 1 ? 'investor has' : 'investors have'} a rebalance waiting.`,
  noticeTitle: 'Rebalance available',
  noticeBody: (basket: string) => `${basket} has new weights. Review the changes to your investment.`,
} as const;
