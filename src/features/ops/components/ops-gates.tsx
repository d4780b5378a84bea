import type { ReactNode } from 'react';
import { RoleGate } from '#src/components/ui/role-gate';

interface GateProps {
  /** What a signed-in user without the role sees: the app's not-found page (never a 403). */
  notFound: ReactNode;
  children: ReactNode;
}

/** The investor's own operations screens (complaints): any signed-in user. */
export function AccountGate({ notFound, children }: GateProps) {
  return (
    <RoleGate
      roles={[]}
      notFound={notFound}
      signIn={{
        page: 'Complaints',
        title: 'Sign in to see your complaints',
        text: 'File a complaint and follow it to its resolution. Sign in to your account.',
      }}
    >
      {children}
    </RoleGate>
  );
}

/** The dealer's screens (/dealer/): dealers only. */
export function DealerGate({ notFound, children }: GateProps) {
  return (
    <RoleGate
      roles={['dealer']}
      notFound={notFound}
      signIn={{
        page: 'Clients',
        title: 'Sign in as a dealer',
        text: 'Your clients, their reports and payment links. Sign in with your dealer account.',
      }}
    >
      {children}
    </RoleGate>
  );
}

/** Client onboarding from a spreadsheet (/import-client/): advisers only. */
export function ImportGate({ notFound, children }: GateProps) {
  return (
    <RoleGate
      roles={['adviser']}
      notFound={notFound}
      signIn={{
        page: 'Import clients',
        title: 'Sign in to import clients',
        text: 'Advisers onboard their clients from a spreadsheet here. Sign in with your adviser account.',
      }}
    >
      {children}
    </RoleGate>
  );
}

/** Opening a client's view (/login-as-client/): advisers, dealers and admins (the right itself is the server's to check). */
export function ClientViewGate({ notFound, children }: GateProps) {
  return (
    <RoleGate
      roles={['adviser', 'dealer', 'admin']}
      notFound={notFound}
      signIn={{
        page: 'Log in as a client',
        title: 'Sign in to open a client’s view',
        text: 'Advisers, dealers and administrators help clients from their view. Sign in with your own account.',
      }}
    >
      {children}
    </RoleGate>
  );
}

/** The admin area (/admin/): admins only. */
export function AdminGate({ notFound, children }: GateProps) {
  return (
    <RoleGate
      roles={['admin']}
      notFound={notFound}
      signIn={{
        page: 'Admin',
        title: 'Sign in to the admin area',
        text: 'Where administrators run the site. Sign in with your admin account.',
      }}
    >
      {children}
    </RoleGate>
  );
}
