import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';

export const lead = style({ color: vars.color.textMuted, margin: '0 0 16px' });

export const steps = style({
  listStyle: 'none',
  padding: 0,
  margin: '0 0 16px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
});

export const step = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  padding: '4px 12px',
  fontSize: '0.875rem',
  color: vars.color.text,
});

export const stepCurrent = style([step, { borderColor: vars.color.primary, fontWeight: 600 }]);

export const stepButton = style({
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const done = style({ color: STATUS_COLORS.success, fontWeight: 600 });

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '12px',
  background: vars.color.surface,
  padding: '16px',
  maxWidth: '720px',
  '@media': { 'screen and (min-width: 600px)': { padding: '24px' } },
});

export const stepOf = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const stepTitle = style({ margin: '4px 0 16px', fontSize: '1.375rem' });

export const form = style({ display: 'grid', gap: '12px', maxWidth: '480px' });

export const fieldset = style({ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 });

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: '8px' });

export const option = style({ display: 'flex', gap: '8px', alignItems: 'flex-start', padding: '6px 0' });

export const agreementText = style({
  maxHeight: '50vh',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  padding: '12px',
  margin: '0 0 12px',
  background: vars.color.background,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'flex-end' });

export const note = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: '0 0 8px' });

export const error = style({ color: STATUS_COLORS.error, margin: '0 0 8px' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '6px 12px',
  margin: '12px 0',
});

export const totalLabel = style({ color: vars.color.textMuted });

export const totalValue = style({ margin: 0, textAlign: 'end', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const select = style({
  font: 'inherit',
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  background: vars.color.background,
  color: vars.color.text,
  minHeight: '44px',
  width: '100%',
});

export const totalRow = style({ display: 'contents' });
