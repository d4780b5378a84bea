import { style, styleVariants } from '@vanilla-extract/css';
import { STATUS_COLORS } from '#src/components/ui/status-colors';
export { figures, figure, figureLabel, figureValue } from '#src/components/ui/figures.css';
export { muted, subTitle } from '#src/components/ui/section.css';

/** Gain and loss, always beside a written sign (colour is never the only cue). */
export const tone = styleVariants({ gain: { color: STATUS_COLORS.success }, loss: { color: STATUS_COLORS.error } });

export const part = style({ marginTop: '8px' });

/** The basket's charges, once, under every stock's figures. */
export const charges = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 8px' });
