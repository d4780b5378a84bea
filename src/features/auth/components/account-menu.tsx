import { useEffect, useState, type RefObject } from 'react';
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
 * The header's account menu for a signed-in reader, while open: their details, their pages (Studio for
 * an adviser…) and Log out. The name that opens it is the header's (user-menu.tsx); this code loads when
 * a reader is signed in, never for a visitor (decision 0295). Opening it refreshes the account details
 * (the subscription state may have changed); a press outside the menu or Escape closes it.
 */
export default function AccountMenu({
  id,
  user,
  isSubscriber,
  within,
  close,
}: {
  id: string;
  user: UserInfo;
  isSubscriber: boolean;
  /** The menu with the name that opens it: a press outside it closes the menu. */
  within: RefObject<HTMLElement | null>;
  /** Closes the menu; with `true`, focus goes back to the name. */
  close: (focusTrigger?: boolean) => void;
}) {
  const logout = useLogout();
  const brand = useBrand();
  const store = useStore();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() });
  }, [queryClient]);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!within.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [within, close]);

  const roles = rolesOf(user);
  return (
    <div id={id} className={styles.panel}>
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
          <Link key={l.to} to={l.to} className={styles.menuLink} onClick={() => close()}>
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
          close();
          showSnackbar(store, M.loggedOut, 'success');
        }}
      >
        {M.logOut}
      </Button>
    </div>
  );
}
