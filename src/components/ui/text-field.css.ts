import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { inputRules } from './input-rules';
import { STATUS_COLORS } from './status-colors';

export const field = style({ display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '14px' });

export const label = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const input = style({
  ...inputRules,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: STATUS_COLORS.error, borderWidth: '2px' },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: 0 });

export const error = style({ color: STATUS_COLORS.error, fontSize: '0.875rem', fontWeight: 600, margin: 0 });

export const textarea = style({ minHeight: '96px', resize: 'vertical' });
