import { globalStyle, style } from '@vanilla-extract/css';

/**
 * What uPlot's own stylesheet does that the chart needs (its layers stacked, the canvas sized), as
 * vanilla-extract rules: the page's styles come from the build (decision 0087), never a stray file.
 */
export const plot = style({ width: '100%', minHeight: '260px' });

globalStyle(`${plot} .uplot`, { width: '100%', fontFamily: 'inherit', lineHeight: 1.5 });
globalStyle(`${plot} .uplot, ${plot} .uplot *`, { boxSizing: 'border-box' });
globalStyle(`${plot} .u-wrap`, { position: 'relative', userSelect: 'none' });
globalStyle(`${plot} .u-over, ${plot} .u-under`, { position: 'absolute' });
globalStyle(`${plot} .u-under`, { overflow: 'hidden' });
globalStyle(`${plot} .uplot canvas`, { display: 'block', position: 'relative', width: '100%', height: '100%' });
globalStyle(`${plot} .u-axis`, { position: 'absolute' });
globalStyle(`${plot} .u-select`, { position: 'absolute', pointerEvents: 'none', background: 'rgba(0,0,0,0.07)' });
globalStyle(`${plot} .u-cursor-x, ${plot} .u-cursor-y`, {
  position: 'absolute',
  left: 0,
  top: 0,
  pointerEvents: 'none',
});
globalStyle(`${plot} .u-hz .u-cursor-x`, { height: '100%', borderRight: '1px dashed currentColor' });
globalStyle(`${plot} .u-hz .u-cursor-y`, { width: '100%', borderBottom: '1px dashed currentColor' });
globalStyle(`${plot} .u-cursor-pt`, {
  position: 'absolute',
  top: 0,
  left: 0,
  borderRadius: '50%',
  border: '0 solid',
  pointerEvents: 'none',
  backgroundClip: 'padding-box',
});
globalStyle(`${plot} .u-off`, { display: 'none' });
