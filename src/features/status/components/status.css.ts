import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { pill, surfaceCard } from '#src/components/ui/card.css';
import { cluster } from '#src/components/ui/layout.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import type { MeasuredState } from '#contract/status/rules';

export const components = style({ listStyle: 'none', padding: 0, margin: '0 0 24px', display: 'grid', gap: '12px' });

export const component = style([surfaceCard, { display: 'grid', gap: '4px', overflowWrap: 'anywhere' }]);

export const componentHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  alignItems: 'baseline',
  justifyContent: 'space-between',
});

export const componentName = style({ fontSize: '1.0625rem', margin: 0 });

const badge = style([pill, { fontWeight: 600, border: '1px solid currentColor' }]);
const tone = (color: string, background: string) => style([badge, { color, background }]);
export const state: Record<MeasuredState, string> = {
  operational: tone(STATUS_COLORS.success, STATUS_COLORS.successSurface),
  degraded: tone('#854d0e', '#fefce8'),
  down: tone(STATUS_COLORS.error, STATUS_COLORS.errorSurface),
  closed: tone(STATUS_COLORS.info, '#f3f4f6'),
  'no-data': tone(STATUS_COLORS.info, '#f3f4f6'),
};

export const detail = style({ margin: 0, color: vars.color.textMuted });

export const parts = style({ margin: '4px 0 0', paddingLeft: '1.25em' });

export const incidents = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '16px' });

export const incident = style([surfaceCard, { overflowWrap: 'anywhere' }]);

export const incidentTitle = style({ fontSize: '1.0625rem', margin: '0 0 4px' });

export const meta = style({ margin: '0 0 8px', color: vars.color.textMuted, fontSize: '0.875rem' });

export const updates = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '8px' });

export const update = style({ margin: 0, whiteSpace: 'pre-line' });

export const actions = style([cluster, { gap: '8px', marginTop: '8px' }]);

export const adminSection = style({ margin: '0 0 32px' });

/** The banner at the top of every page while an incident is open. */
export const banner = style({
  background: STATUS_COLORS.error,
  color: '#ffffff',
  padding: '8px 16px',
  textAlign: 'center',
  fontSize: '0.9375rem',
  overflowWrap: 'anywhere',
});

export const bannerLink = style({ color: 'inherit', fontWeight: 600, marginLeft: '6px' });
