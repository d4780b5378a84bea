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
