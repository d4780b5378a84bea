/** Boxes: a bordered tile, a card on the surface colour, a pill. Compose the padding, layout and colours. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

/** A bordered tile with 8 px corners: a file, an entry, a code sample, a boxed choice. */
export const tile = style({ border: `1px solid ${vars.color.border}`, borderRadius: '8px' });

/** A card on the surface colour: 12 px corners, 16 px padding (a plan, a checkout step, a prompt). */
export const surfaceCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.surface,
  padding: '16px',
});

/** A pill (a badge, a chip, a status): inline, round-ended, small type. */
export const pill = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: '999px',
  fontSize: '0.8125rem',
});
