import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBrand } from '#src/lib/navigation';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { rolesOf } from '#src/lib/session/roles';
import type { BrandConfig } from '#src/lib/brand';
import type { UserInfo } from '#src/lib/session/session-atoms';
import { useLogout } from '#src/lib/session/use-session';
import { Button } from '#src/components/ui/button';
import { authKeys } from '../api/auth-queries';
import { ACCOUNT_MENU_MESSAGES } from '../account-menu-messages';
import { MENU_MESSAGES } from '../menu-messages';
import * as styles from './user-menu.css';

const M = { ...MENU_MESSAGES, ...ACCOUNT_MENU_MESSAGES };

/** The menu's links in order, each shown for the roles and brand features it needs. */
const menuLinks = (roles: ReturnType<typeof rolesOf>, features: BrandConfig['features']) =>
  [
    { to: '/studio/', label: M.studio, shown: roles.includes('adviser') },
    {
      to: '/import-client/',
      label: M.importClients,
      shown: roles.includes('adviser') && !!features['/import-client/'],
    },
    { to: '/dealer/', label: M.dealer, shown: roles.includes('dealer') && !!features.dealer },
    { to: '/login-as-client/', label: M.loginAsClient, shown: roles.length > 0 && !!features['login-as-client'] },
    { to: '/admin/', label: M.admin, shown: roles.includes('admin') && !!features.admin },
    { to: '/account/investments/', label: M.investments, shown: true },
    { to: '/account/watchlist/', label: M.watchlist, shown: true },
    { to: '/account/subscriptions/', label: M.subscriptions, shown: true },
    { to: '/account/capital-gains/', label: M.capitalGains, shown: true },
    { to: '/account/complaints/', label: M.complaints, shown: true },
    { to: '/account/settings/', label: M.settings, shown: !!features['account/settings/'] },
  ] as const;

/**
 * The header's account control for a signed-in reader: their name, opening a menu with their details,
 * their pages (Studio for an adviser…) and Log out. Its code loads when a reader is signed in
 * (user-menu.tsx), never for a visitor (decision 0295).
 */
export default function AccountMenu({
  user,
  isSubscriber,
  initiallyOpen = false,
}: {
  user: UserInfo;
  isSubscriber: boolean;
  /** The name was tapped while this code was loading. */
  initiallyOpen?: boolean;
}) {
  const logout = useLogout();
  const brand = useBrand();
  const store = useStore();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(initiallyOpen);
  const [busy, setBusy] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Opened by a tap on the name while this code was loading: that opening refreshes the details too.
  useEffect(() => {
    if (initiallyOpen) void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() });
  }, [initiallyOpen, queryClient]);

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
          {menuLinks(roles, brand.features)
            .filter((l) => l.shown)
            .map((l) => (
              <Link key={l.to} to={l.to} className={styles.menuLink} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            ))}
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
