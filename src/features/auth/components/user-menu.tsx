import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { preloadableLazy } from '#src/lib/react/preloadable-lazy';
import { Spinner } from '#src/components/ui/spinner';
import { MENU_MESSAGES as M } from '../menu-messages';
import * as styles from './user-menu.css';

/** The signed-in menu's panel: loaded for a signed-in reader only (decision 0295). */
const accountMenu = preloadableLazy(() => import('./account-menu').then((m) => m.default));

/** Starts loading the signed-in menu: `src/main.tsx` calls it at start when this device is signed in. */
export const preloadAccountMenu = (): Promise<void> => accountMenu.preload().catch(() => undefined);

/**
 * Header: 'Log in' when logged out; the user's name with a menu (details, Studio for an adviser, Log out)
 * when logged in. The name is one button from the start, whether or not the menu's code is here yet: a
 * tap opens the menu, whose panel shows as soon as its code has come. (A placeholder swapped for the
 * real button when the code came lost a tap made during the swap: pressed on one element, released on
 * another, the browser sends no click.)
 */
export function UserMenu() {
  const { isLoggedIn, user, isSubscriber } = useSession();
  const store = useStore();
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((focusTrigger = false) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  }, []);
  if (!isLoggedIn || !user) {
    return (
      <button type="button" className={styles.trigger} onClick={() => openLoginPrompt(store, brand)}>
        {M.logIn}
      </button>
    );
  }
  return (
    <div
      ref={wrapRef}
      className={styles.wrap}
      onBlur={(e) => {
        if (!wrapRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={M.accountMenu(user.name)}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.name}>{user.name}</span>
        <span className={styles.shortLabel}>{M.account}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        // The panel's place while its code comes (a tap right after signing in).
        <Suspense
          fallback={
            <div id={panelId} className={styles.panel}>
              <Spinner label={M.menuLoading} />
            </div>
          }
        >
          <accountMenu.Component id={panelId} user={user} isSubscriber={isSubscriber} within={wrapRef} close={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
