import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { surfaceCard, tile } from '#src/components/ui/card.css';
import { control } from '#src/components/ui/form.css';
import { totals as totalsGrid } from '#src/components/ui/figures.css';
import { bareList, cluster } from '#src/components/ui/layout.css';
export { totalLabel, totalValue } from '#src/components/ui/figures.css';
export { note } from '#src/components/ui/section.css';

export const lead = style({ color: vars.color.textMuted, margin: '0 0 16px' });

export const steps = style([bareList, cluster, { margin: '0 0 16px', gap: '8px' }]);

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

export const panel = style([
  surfaceCard,
  { maxWidth: '720px', '@media': { 'screen and (min-width: 600px)': { padding: '24px' } } },
]);

export const stepOf = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const stepTitle = style({ margin: '4px 0 16px', fontSize: '1.375rem' });

export const form = style({ display: 'grid', gap: '12px', maxWidth: '480px' });

export const fieldset = style({ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 });

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: '8px' });

export const option = style({ display: 'flex', gap: '8px', alignItems: 'flex-start', padding: '6px 0' });

export const agreementText = style([
  tile,
  { maxHeight: '50vh', overflowY: 'auto', padding: '12px', margin: '0 0 12px', background: vars.color.background },
]);

/** The disclosures beside the agreement: each title over its text, full width on a phone. */
export const disclosures = style({ margin: '0 0 12px', display: 'grid', gap: '8px', overflowWrap: 'anywhere' });

export const disclosureTitle = style({ fontWeight: 600 });

export const disclosureText = style({ margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'flex-end' });

export const error = style({ color: STATUS_COLORS.error, margin: '0 0 8px' });

export const totals = style([totalsGrid, { gap: '6px 12px' }]);

export const select = style([control, { padding: '10px 12px', borderColor: vars.color.border }]);

export const totalRow = style({ display: 'contents' });
