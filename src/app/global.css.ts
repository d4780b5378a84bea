import { createGlobalVar, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css';
import { CONSENT_HEIGHT } from '../components/ui/consent-height';
import { BOTTOM_INSET, FOCUS_RING, cssVar } from '../components/ui/layout-vars';
import '../../brands/themes.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// Only <html> reads it: a new height restyles <html> alone (decision 0310).
const consentHeight = createGlobalVar(CONSENT_HEIGHT.slice(2), {
  syntax: '<length>',
  inherits: false,
  initialValue: '0px',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light',
  vars: { [FOCUS_RING]: vars.color.primary },
  // What is scrolled into view (the keyboard's focus above all) stops above the navigation bar fixed to
  // a phone's bottom edge and the consent banner while it waits, with a little air, instead of under
  // them (WCAG 2.4.11, focus not obscured).
  scrollPaddingBottom: `calc(${cssVar(BOTTOM_INSET)} + ${consentHeight} + 12px)`,
});
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  fontSize: '16px',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  // Room for the navigation bar fixed to the bottom of a phone screen.
  paddingBottom: cssVar(BOTTOM_INSET),
});
// The footer ends the screen on a short page instead of leaving a bare band under it.
globalStyle('#root', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: `calc(100vh - ${cssVar(BOTTOM_INSET)})`,
});
globalStyle('img, svg, video, iframe', { maxWidth: '100%' });
// `hidden` hides, whatever display a class gives the element: a trade's folded lines (a grid) and a pay
// step's discount-code form on a dealer's payment link, which has none (a row), showed through it.
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', { outline: `3px solid ${cssVar(FOCUS_RING, vars.color.primary)}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { lineHeight: 1.25 });
