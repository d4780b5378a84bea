import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';

export const status = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: '6px 0',
  marginBottom: '12px',
  selectors: { '&[data-problem="true"]': { color: STATUS_COLORS.error } },
});

export const statusText = style({ margin: 0, fontSize: '0.9375rem', fontWeight: 600 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', marginTop: '8px' });

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  padding: '12px',
  margin: '0 0 16px',
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, padding: '0 4px' });

export const textarea = style({
  font: 'inherit',
  width: '100%',
  minHeight: '88px',
  padding: '8px 12px',
  borderRadius: '8px',
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: STATUS_COLORS.error, borderWidth: '2px' } },
});

export const check = style({ display: 'flex', gap: '8px', alignItems: 'center', minHeight: '44px' });

export const select = style([textarea, { minHeight: '44px' }]);

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: '8px',
  margin: '8px 0',
});

export const files = style({ listStyle: 'none', padding: 0, margin: '0 0 8px' });

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '6px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: '4px 0' });

export const error = style({ color: STATUS_COLORS.error, fontSize: '0.875rem', fontWeight: 600, margin: '4px 0' });

const chip = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: '999px',
  fontSize: '0.8125rem',
  fontWeight: 600,
  border: '1px solid currentColor',
});
export const statusChip = styleVariants({
  draft: [chip, { color: vars.color.text }],
  scheduled: [chip, { color: STATUS_COLORS.info, borderStyle: 'dashed' }],
  published: [chip, { color: STATUS_COLORS.success }],
});

export const postList = style({ listStyle: 'none', padding: 0, margin: '0 0 16px' });

export const postRow = style({
  display: 'grid',
  gap: '4px',
  padding: '10px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: '6px', margin: '0 0 12px' });
