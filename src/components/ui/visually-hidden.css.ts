import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: the rules, for selectors that cannot take a class (globalStyle). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
