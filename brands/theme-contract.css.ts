import { createThemeContract } from '@vanilla-extract/css';

/** One contract; every brand fills it. Components read these tokens, never a brand id. */
export const vars = createThemeContract({
  color: {
    primary: null,
    onPrimary: null,
    accent: null,
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    border: null,
  },
});
