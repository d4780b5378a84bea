import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { tile } from '#src/components/ui/card.css';
import { cluster } from '#src/components/ui/layout.css';
export { checkRow as choice } from '#src/components/ui/form.css';
export { fine as muted } from '#src/components/ui/section.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: '8px', maxWidth: '760px' });

export const fieldset = style([
  tile,
  { borderColor: vars.color.textMuted, padding: '12px 16px', margin: '0 0 14px', minWidth: 0 },
]);

export const legend = style({ fontWeight: 600, padding: '0 4px' });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '4px 16px',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: '0 16px',
});

export const actions = style([cluster, { gap: '12px', margin: '8px 0 16px' }]);
