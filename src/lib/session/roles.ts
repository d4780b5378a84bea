import type { GrantedRole } from '#contract/auth/roles';
import type { UserInfo } from './session-atoms';
import { useSession } from './use-session';

/**
 * The roles granted to the signed-in user beyond investor (userinfo `roles`). A user state stored by an
 * older build has none until userinfo refreshes it, which happens on every start.
 */
export const rolesOf = (user: UserInfo | null): readonly GrantedRole[] =>
  user && Array.isArray(user.roles) ? user.roles : [];

/** Whether the signed-in user holds `role` (false for a visitor and on the server's render). */
export function useHasRole(role: GrantedRole): boolean {
  const { user } = useSession();
  return rolesOf(user).includes(role);
}
