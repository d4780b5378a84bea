/**
 * Custom properties the page layout sets and fixed pieces read. Plain names (not vanilla-extract
 * vars) because a script writes one of them.
 */

/**
 * The sticky header's anchor name (CSS anchor positioning): what is fixed under it (the snackbar) places
 * itself by its bottom edge, with no script measuring it (decision 0310).
 */
export const SITE_HEADER_ANCHOR = '--site-header';

/** Height of what is fixed to the bottom of the screen: the navigation bar on a phone, else 0px. */
export const BOTTOM_INSET = '--bottom-inset';

/**
 * Height of the consent banner while it waits for a choice (0px otherwise): what else sticks to the bottom of the
 * window (the basket page's Invest bar) stands on it rather than under it. Set on that element alone, from
 * consent-inset-atom.ts.
 */
export const CONSENT_INSET = '--consent-inset';

/** Colour of the keyboard focus ring; a surface the brand colour would not stand out on sets its own. */
export const FOCUS_RING = '--focus-ring';

export const cssVar = (name: string, fallback = '0px') => `var(${name}, ${fallback})`;

/**
 * Below NAV_BAR the main navigation is a bar fixed to the bottom of the screen; below COMPACT the
 * header shows short labels (docs/decisions/0056).
 */
export const NAV_BAR = 'screen and (max-width: 859px)';
export const COMPACT = 'screen and (max-width: 479px)';
