import { style } from '@vanilla-extract/css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { vars } from '../../../../brands/theme-contract.css';

export const stack = style({ display: 'grid', gap: 16, maxWidth: 880 });
export const weightInput = style({ width: '6.5em', padding: 6, font: 'inherit' });
export const rationaleInput = style({ width: '100%', minWidth: '10em', padding: 6, font: 'inherit' });
export const textarea = style({
  width: '100%',
  minHeight: '6em',
  padding: 8,
  font: 'inherit',
  boxSizing: 'border-box',
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
export const total = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted });
export const problem = style({ color: STATUS_COLORS.error, margin: 0 });
export const list = style({ margin: 0, paddingLeft: '1.2em' });
