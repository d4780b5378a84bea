/** What the open account menu says (account-menu.tsx, which loads when a signed-in reader needs it). */
export const ACCOUNT_MENU_MESSAGES = {
  loggedOut: 'You have logged out.',
  logOut: 'Log out',
  investments: 'Investments',
  watchlist: 'Watchlist',
  subscriptions: 'Subscriptions',
  capitalGains: 'Capital gains',
  settings: 'Settings',
  /** The adviser's way into the studio (an adviser only). */
  studio: 'Studio',
  /** The operations screens each role has (docs/operations.md). */
  dealer: 'Dealer',
  importClients: 'Import clients',
  loginAsClient: 'Log in as a client',
  admin: 'Admin',
  complaints: 'Complaints',
  subscriber: 'Subscriber',
  notSubscriber: 'Not subscribed',
  brokerAccount: (broker: string, code: string | null) => (code ? `${broker} (${code})` : broker),
} as const;
