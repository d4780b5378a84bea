/**
 * The consent banner's height while it waits for a choice, on <html> alone, for its
 * `scroll-padding-bottom` (src/app/global.css.ts): what the keyboard focuses is scrolled above the
 * banner, not under it. Registered as not inherited, so a write restyles <html> alone (decision 0310);
 * written by the banner's own observer (consent-banner.tsx). A module of its own, apart from
 * layout-vars.ts, so that the banner's lazy code is the only script that carries it.
 */
export const CONSENT_HEIGHT = '--consent-height';
