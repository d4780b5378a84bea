import type { ReactNode } from 'react';
import type { GrantedRole } from '#contract/auth/roles';
import { rolesOf } from '#src/lib/session/roles';
import { useSession } from '#src/lib/session/use-session';
import { NotFoundPage } from './not-found-page';
import { Page } from './page';
import { SignInNotice } from './sign-in-notice';

export interface RoleGateProps {
  /** Who may see the screen: a user holding any of these roles; empty for every signed-in user. */
  roles: readonly GrantedRole[];
  /** What a signed-in user without one of the roles sees: the app's not-found page unless told (never a 403). */
  notFound?: ReactNode;
  /** The sign-in notice a visitor sees: the page's title, the notice's title and its one line. */
  signIn: { page: string; title: string; text: string };
  children: ReactNode;
}

/**
 * A screen for some roles only: a visitor is asked to sign in, a signed-in user without the role gets
 * the not-found page, and the others get the screen. The server enforces the same on every call the
 * screen makes (401 for a visitor, 404 for a user without the role); this only keeps the screens honest.
 */
export function RoleGate({ roles, notFound = <NotFoundPage />, signIn, children }: RoleGateProps) {
  const { isLoggedIn, user } = useSession();
  if (!isLoggedIn)
    return (
      <Page title={signIn.page}>
        <SignInNotice title={signIn.title} text={signIn.text} action="Log in" />
      </Page>
    );
  const held = rolesOf(user);
  if (roles.length > 0 && !roles.some((r) => held.includes(r))) return <>{notFound}</>;
  return <>{children}</>;
}
