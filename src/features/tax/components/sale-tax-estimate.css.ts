import { style } from '@vanilla-extract/css';
export { muted, subTitle } from '#src/components/ui/section.css';
export { figure, figureLabel, figureValue, figures } from '#src/components/ui/figures.css';

/** A lot a line: the words wrap at 320 px instead of scrolling sideways. */
export const lots = style({ margin: '8px 0', paddingInlineStart: '1.25rem', overflowWrap: 'anywhere' });
export const retry = style({ margin: '4px 0 0' });
