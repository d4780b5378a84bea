import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
import { pill, tile } from '#src/components/ui/card.css';
import { figures as figureGrid } from '#src/components/ui/figures.css';
import { centredRow, ruledRow } from '#src/components/ui/layout.css';
export { muted, section, sectionTitle } from '#src/components/ui/section.css';
export { bareList as list, centredRow as actions } from '#src/components/ui/layout.css';

export const form = style({ display: 'grid', gap: '12px', maxWidth: '28rem' });

/** A label, its value and a 'Change' button on one row; they wrap on a narrow phone. */
export const row = style([centredRow, ruledRow, { justifyContent: 'space-between' }]);
export const rowText = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const rowLabel = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.875rem' });
export const toggle = style({ display: 'flex', gap: '12px', alignItems: 'flex-start', padding: '8px 0' });
export const checkbox = style({ width: '1.25rem', height: '1.25rem', marginTop: '2px', flex: 'none' });
export const badge = style([pill, { marginLeft: '8px', padding: '0 8px', border: `1px solid ${vars.color.border}` }]);
export const cardTitle = style({ margin: '0 0 12px', fontSize: '1.125rem', overflowWrap: 'anywhere' });
export const figures = style([figureGrid, { margin: '0 0 12px' }]);
export const figureValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const textLink = style({ color: vars.color.primary, fontWeight: 600, padding: '8px 0' });
export const fieldset = style([tile, { padding: '8px 12px' }]);
export const error = style({ color: STATUS_COLORS.error, fontWeight: 600, margin: '4px 0 0' });
