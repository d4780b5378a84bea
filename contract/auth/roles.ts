/**
 * Who may do what (docs/architecture.md, "Auth and roles"). Every signed-in user is an investor;
 * the other roles are granted. A signed-in user who lacks a route's role is answered 404, never 403:
 * the client logs a user out on HTTP 403.
 */
export const ROLES = ['investor', 'adviser', 'dealer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles kept in user_roles; 'investor' is implied by signing in. */
export const GRANTED_ROLES = ['adviser', 'dealer', 'admin'] as const satisfies readonly Role[];
export type GrantedRole = (typeof GRANTED_ROLES)[number];
