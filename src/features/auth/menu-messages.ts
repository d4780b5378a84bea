/**
 * What the header's account menu says (user-menu.tsx). The menu loads with every page, so its words
 * live apart from messages.ts, which spreads them into AUTH_MESSAGES (decision 0228).
 */
export const MENU_MESSAGES = {
  logIn: 'Log in',
  loggedOut: 'You have logged out.',
  logOut: 'Log out',
  investments: 'Investments',
  watchlist: 'Watchlist',
  subscriptions: 'Subscriptions',
  settings: 'Settings',
  /** The adviser's way into the studio (an adviser only). */
  studio: 'Studio',
  /** The operations screens each role has (docs/operations.md). */
  dealer: 'Dealer',
  importClients: 'Import clients',
  loginAsClient: 'Log in as a client',
  admin: 'Admin',
  complaints: 'Complaints',
  accountMenu: (name: string) => `Account menu for ${name}`,
  account: 'Account',
  subscriber: 'Subscriber',
  notSubscriber: 'Not subscribed',
  brokerAccount: (broker: string, code: string | null) => (code ? `${broker} (${code})` : broker),
} as const;
