/**
 * Colours that mean the same on every brand (error, success), chosen for 4.5:1 contrast on white
 * and as backgrounds under white text. Brand colours come from the theme contract instead.
 */
export const STATUS_COLORS = {
  error: '#b42318',
  errorSurface: '#fef3f2',
  success: '#166534',
  successSurface: '#f0fdf4',
  info: '#1f2937',
} as const;
