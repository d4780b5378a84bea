import type { ReactNode } from 'react';
import type { GrantedRole } from '#contract/auth/roles';
import { RoleGate, type RoleGateProps } from '#src/components/ui/role-gate';
import { OPS_PAGE_NAMES, dealerReportName, type PrivateOpsPage } from '../ops-page-names';

interface GateProps {
  /**
   * The screen (ops-page-names.ts), the same key its route's head takes (app/ops-page-head.ts): its
   * name heads the sign-in notice a visitor sees, as it starts the page's title.
   */
  page: PrivateOpsPage;
  /** What a signed-in user without the role gets: the app's not-found page unless told (never a 403). */
  notFound?: ReactNode;
  children: ReactNode;
}

type Notice = Omit<RoleGateProps['signIn'], 'page'>;

/** A gate of the operations areas: who may see the screen, and what a visitor is told before signing in. */
function opsGate(roles: readonly GrantedRole[], notice: Notice) {
  return function OpsGate({ page, notFound, children }: GateProps) {
    return (
      <RoleGate roles={roles} notFound={notFound} signIn={{ page: OPS_PAGE_NAMES[page], ...notice }}>
        {children}
      </RoleGate>
    );
  };
}

/** The investor's own operations screens (complaints): any signed-in user. */
export const AccountGate = opsGate([], {
  title: 'Sign in to see your complaints',
  text: 'File a complaint and follow it to its resolution. Sign in to your account.',
});

const DEALER_ROLES: readonly GrantedRole[] = ['dealer'];
const DEALER_NOTICE: Notice = {
  title: 'Sign in as a dealer',
  text: 'Your clients, their reports and payment links. Sign in with your dealer account.',
};

/** The dealer's screens (/dealer/): dealers only. */
export const DealerGate = opsGate(DEALER_ROLES, DEALER_NOTICE);

/** A dealer's report (/dealer/reports/$report/): the dealer's gate, headed by the report's name as its title is. */
export function DealerReportGate({ report, notFound, children }: Omit<GateProps, 'page'> & { report: string }) {
  return (
    <RoleGate roles={DEALER_ROLES} notFound={notFound} signIn={{ page: dealerReportName(report), ...DEALER_NOTICE }}>
      {children}
    </RoleGate>
  );
}

/** Client onboarding from a spreadsheet (/import-client/, its imports): advisers only. */
export const ImportGate = opsGate(['adviser'], {
  title: 'Sign in to import clients',
  text: 'Advisers onboard their clients from a spreadsheet here. Sign in with your adviser account.',
});

/** Rebalance from a spreadsheet (/import-client/rebalance/…): advisers only, in its own words. */
export const RebalanceSheetGate = opsGate(['adviser'], {
  title: 'Sign in to rebalance from a spreadsheet',
  text: 'Advisers set target weights for their clients’ investments from a spreadsheet here. Sign in with your adviser account.',
});

/** Opening a client's view (/login-as-client/): advisers, dealers and admins (the right itself is the server's to check). */
export const ClientViewGate = opsGate(['adviser', 'dealer', 'admin'], {
  title: 'Sign in to open a client’s view',
  text: 'Advisers, dealers and administrators help clients from their view. Sign in with your own account.',
});

/** The admin area (/admin/): admins only. */
export const AdminGate = opsGate(['admin'], {
  title: 'Sign in to the admin area',
  text: 'Where administrators run the site. Sign in with your admin account.',
});
