import { style } from '@vanilla-extract/css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { vars } from '../../../../brands/theme-contract.css';
export { clipped as hidden } from '#src/components/ui/clipped.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const item = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: 12 });
export const title = style({ fontSize: '1rem', margin: '0 0 4px' });
export const body = style({ margin: '0 0 8px', color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
export const problem = style({ color: STATUS_COLORS.error, margin: 0 });
