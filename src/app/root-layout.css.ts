import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css';

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: '8px',
  zIndex: 100,
  padding: '8px 12px',
  background: vars.color.background,
  selectors: { '&:focus': { left: '8px' } },
});

export const main = style({ flex: '1 0 auto', minHeight: '60vh' });
