import { Suspense, useState } from 'react';
import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { preloadableLazy } from '#src/lib/react/preloadable-lazy';
import { MENU_MESSAGES as M } from '../menu-messages';
import * as styles from './user-menu.css';

/** The signed-in menu: loaded for a signed-in reader only (decision 0295). */
const accountMenu = preloadableLazy(() => import('./account-menu').then((m) => m.default));

/** Starts loading the signed-in menu: `src/main.tsx` calls it at start when this device is signed in. */
export const preloadAccountMenu = (): Promise<void> => accountMenu.preload().catch(() => undefined);

/**
 * Header: 'Log in' when logged out; the user's name with a menu (details, Studio for an adviser, Log out)
 * when logged in. Until the menu's code is here (a moment after signing in) the name stands in its place.
 */
export function UserMenu() {
  const { isLoggedIn, user, isSubscriber } = useSession();
  const store = useStore();
  const brand = useBrand();
  // A tap on the name before the menu's code is here opens the menu when it comes.
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  if (!isLoggedIn || !user) {
    return (
      <button type="button" className={styles.trigger} onClick={() => openLoginPrompt(store, brand)}>
        {M.logIn}
      </button>
    );
  }
  const name = (
    <button
      type="button"
      className={styles.trigger}
      aria-expanded={false}
      aria-label={M.accountMenu(user.name)}
      onClick={() => setOpenWhenLoaded(true)}
    >
      <span className={styles.name}>{user.name}</span>
      <span className={styles.shortLabel}>{M.account}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
  return (
    <Suspense fallback={name}>
      <accountMenu.Component user={user} isSubscriber={isSubscriber} initiallyOpen={openWhenLoaded} />
    </Suspense>
  );
}
