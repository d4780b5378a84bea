import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { onDark } from '#src/components/ui/on-dark-button.css';

/** A strong band above the header: nobody forgets whose view this is. */
export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: 70,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px 16px',
  padding: '8px 12px',
  background: vars.color.text,
  color: vars.color.background,
  fontSize: '0.9375rem',
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, minWidth: 0 });

export const exit = style([onDark, { padding: '8px 16px' }]);
