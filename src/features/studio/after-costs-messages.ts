/** The words of the studio's typical investor after costs (docs/studio.md, "Typical investor after costs"). */
export const afterCostsMessages = {
  label: 'Typical investor after costs',
  median: (percent: string, investors: number) =>
    `${percent} (median of ${investors} ${investors === 1 ? 'investor' : 'investors'})`,
  hidden: (min: number, investors: number) =>
    `Shown from ${min} investors, to keep each investor’s figures private (${investors} so far)`,
  unknown: (n: number) => `${n} more left out: their after-cost return is not known yet`,
  loading: 'Working it out…',
  failed: 'Not available just now',
} as const;
