import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { swatch } from '#src/components/chart/chart-controls.css';
export { chartBox as box, legend, period, periods } from '#src/components/chart/chart-controls.css';

export const swatchValue = style([swatch, { background: vars.color.primary }]);
export const swatchInvested = style([
  swatch,
  { background: 'transparent', border: `2px dashed ${vars.color.textMuted}` },
]);

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%', marginTop: '12px' });
