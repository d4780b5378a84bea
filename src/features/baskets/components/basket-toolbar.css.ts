import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { tile } from '#src/components/ui/card.css';
import { control } from '#src/components/ui/form.css';
import { cluster } from '#src/components/ui/layout.css';

export const toolbar = style([
  cluster,
  { alignItems: 'flex-end', justifyContent: 'space-between', gap: '16px', marginTop: '16px' },
]);

export const field = style({ display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0, flex: '0 1 280px' });

export const label = style({ fontWeight: 600, fontSize: '0.875rem' });

export const select = style([control, { width: 'auto', maxWidth: '100%' }]);

export const toggle = style([tile, { display: 'inline-flex', borderColor: vars.color.primary, overflow: 'hidden' }]);

export const toggleButton = style({
  minHeight: '44px',
  padding: '8px 16px',
  font: 'inherit',
  fontWeight: 600,
  border: 'none',
  cursor: 'pointer',
  color: vars.color.primary,
  background: vars.color.background,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outlineOffset: '-4px', outlineColor: vars.color.text },
    // The ring is inside the button: on the pressed one (brand colour) it takes the text colour on it.
    '&[aria-pressed="true"]:focus-visible': { outlineColor: vars.color.onPrimary },
  },
});
