/**
 * What the basket routes' pending screens say (baskets-pending.tsx). They load with every page, so
 * their words live apart from messages.ts, which spreads them into basketMessages (decision 0228).
 */
export const basketPendingMessages = {
  featuredTitle: 'Featured Baskets',
  sharedTitle: 'Shared baskets',
  loadingBaskets: 'Loading baskets…',
  loadingManagers: (label: string) => `Loading ${label.toLowerCase()}…`,
} as const;
