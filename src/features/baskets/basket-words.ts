import type { RebalanceFrequency, RiskType } from '#contract/baskets/types';

const riskNames: Record<RiskType, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/**
 * The words a basket page shares with the lists: its chips and what a failed load says. A module of
 * their own, with no imports, so a basket page's first load carries none of the lists', filters' or
 * profiles' words (decision 0305); messages.ts spreads them into basketMessages.
 */
export const basketWords = {
  premium: 'Premium',
  risk: (level: RiskType) => `${riskNames[level]} risk`,
  loadingBasket: 'Loading the basket…',
  retry: 'Try again',
  offline: 'You appear to be offline. Check your connection and try again.',
  serverError: 'Our server had a problem answering. Please try again in a moment.',
} as const;

export const frequencyLabels: Record<RebalanceFrequency, string> = { monthly: 'Monthly', quarterly: 'Quarterly' };
