/** Every route string the spec lists as a per-brand feature toggle. */
export const FEATURE_KEYS = [
  'blog',
  'settings/brokers/',
  'discover/expertbaskets',
  '/import-client/',
  'create-basket-automated',
  'dealer',
  '/featured/all/',
  'create-basket',
  'account/settings/',
  '/web-widget/',
  'admin',
  'login-as-client',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/**
 * The operations areas (docs/operations.md) whose users are staff signing in with their own account: a
 * brand whose only way in is its broker's sign-in (loginType 'broker') has them off, since no dealer,
 * adviser or administrator could sign in to use them (brands/schema.ts refuses the config; decision 0226).
 */
export const STAFF_SIGN_IN_FEATURES = [
  'dealer',
  '/import-client/',
  'login-as-client',
  'admin',
] as const satisfies readonly FeatureKey[];
