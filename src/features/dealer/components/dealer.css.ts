import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { control, fieldRow } from '#src/components/ui/form.css';
import { bareList, cluster } from '#src/components/ui/layout.css';

export const lead = style({ color: vars.color.textMuted, margin: '0 0 16px' });

export const nav = style([bareList, cluster, { gap: '8px 16px', margin: '0 0 16px' }]);

export const navLink = style({ color: vars.color.primary, fontWeight: 500 });

export const toolbar = style([fieldRow, { gap: '12px', margin: '0 0 16px' }]);

export const field = style({ display: 'grid', gap: '4px', minWidth: 0 });

export const select = style([
  control,
  {
    padding: '8px 10px',
    borderColor: vars.color.border,
    background: vars.color.surface,
    width: 'auto',
    maxWidth: '100%',
  },
]);

/** An email breaks anywhere, so the clients' table fits a desktop column without scrolling. */
export const email = style({ overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const pager = style([cluster, { alignItems: 'center', gap: '12px' }]);

export const exports = style([cluster, { gap: '12px', margin: '0 0 16px' }]);
