/**
 * What the header's account button says (user-menu.tsx), on every page: its words live apart from
 * messages.ts, which spreads them into AUTH_MESSAGES (decision 0228). The open menu's words load with
 * the menu (account-menu-messages.ts).
 */
export const MENU_MESSAGES = {
  logIn: 'Log in',
  accountMenu: (name: string) => `Account menu for ${name}`,
  account: 'Account',
  menuLoading: 'Opening your menu…',
} as const;
