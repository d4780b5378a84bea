import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css';
import '../../brands/themes.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light',
});
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  fontSize: '16px',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('img, svg, video, iframe', { maxWidth: '100%' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { lineHeight: 1.25 });
