import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { STATUS_COLORS } from './status-colors';

const base = style({
  margin: '0 0 14px',
  padding: '10px 12px',
  borderRadius: '8px',
  borderLeft: '4px solid',
  fontSize: '0.9375rem',
});

export const variant = styleVariants({
  error: [
    base,
    { background: STATUS_COLORS.errorSurface, color: STATUS_COLORS.error, borderColor: STATUS_COLORS.error },
  ],
  success: [
    base,
    { background: STATUS_COLORS.successSurface, color: STATUS_COLORS.success, borderColor: STATUS_COLORS.success },
  ],
  info: [base, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.primary }],
});
