import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBrand } from '#src/lib/navigation';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { rolesOf } from '#src/lib/session/roles';
import { useLogout, useSession } from '#src/lib/session/use-session';
import { Button } from '#src/components/ui/button';
import { authKeys } from '../api/auth-queries';
import { MENU_MESSAGES as M } from '../menu-messages';
import * as styles from './user-menu.css';

/**
 * Header: 'Log in' when logged out; the user's name with a menu (details, Studio for an adviser, Log out)
 * when logged in.
 */
export function UserMenu() {
  const { isLoggedIn, user, isSubscriber } = useSession();
  const logout = useLogout();
  const brand = useBrand();
  const store = useStore();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!isLoggedIn || !user) {
    return (
      <button type="button" className={styles.trigger} onClick={() => openLoginPrompt(store, brand)}>
        {M.logIn}
      </button>
    );
  }

  const roles = rolesOf(user);
  const toggle = () => {
    // Opening the menu refreshes the account details (subscription state may have changed).
    if (!open) void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() });
    setOpen(!open);
  };

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
        onClick={toggle}
      >
        <span className={styles.name}>{user.name}</span>
        <span className={styles.shortLabel}>{M.account}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div id={panelId} className={styles.panel}>
          <p className={styles.detail}>
            <strong>{user.name}</strong>
          </p>
          <p className={styles.detail}>{user.email}</p>
          <p className={styles.muted}>
            {isSubscriber ? M.subscriber : M.notSubscriber}
            {user.brokerName ? ` · ${M.brokerAccount(user.brokerName, user.brokerClientCode)}` : ''}
          </p>
          {roles.includes('adviser') ? (
            <Link to="/studio/" className={styles.menuLink} onClick={() => setOpen(false)}>
              {M.studio}
            </Link>
          ) : null}
          {roles.includes('adviser') && brand.features['/import-client/'] ? (
            <Link to="/import-client/" className={styles.menuLink} onClick={() => setOpen(false)}>
              {M.importClients}
            </Link>
          ) : null}
          {roles.includes('dealer') && brand.features.dealer ? (
            <Link to="/dealer/" className={styles.menuLink} onClick={() => setOpen(false)}>
              {M.dealer}
            </Link>
          ) : null}
          {roles.length > 0 && brand.features['login-as-client'] ? (
            <Link to="/login-as-client/" className={styles.menuLink} onClick={() => setOpen(false)}>
              {M.loginAsClient}
            </Link>
          ) : null}
          {roles.includes('admin') && brand.features.admin ? (
            <Link to="/admin/" className={styles.menuLink} onClick={() => setOpen(false)}>
              {M.admin}
            </Link>
          ) : null}
          <Link to="/account/investments/" className={styles.menuLink} onClick={() => setOpen(false)}>
            {M.investments}
          </Link>
          <Link to="/account/watchlist/" className={styles.menuLink} onClick={() => setOpen(false)}>
            {M.watchlist}
          </Link>
          <Link to="/account/subscriptions/" className={styles.menuLink} onClick={() => setOpen(false)}>
            {M.subscriptions}
          </Link>
          <Link to="/account/complaints/" className={styles.menuLink} onClick={() => setOpen(false)}>
            {M.complaints}
          </Link>
          {brand.features['account/settings/'] ? (
            <Link to="/account/settings/" className={styles.menuLink} onClick={() => setOpen(false)}>
              {M.settings}
            </Link>
          ) : null}
          <Button
            variant="secondary"
            fullWidth
            busy={busy}
            onClick={async () => {
              setBusy(true);
              await logout();
              setOpen(false);
              showSnackbar(store, M.loggedOut, 'success');
            }}
          >
            {M.logOut}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
