import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

export const page = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: '24px 16px 64px',
});

/** Held a viewport tall while the screen loads, so the footer below never starts in view (CLS). */
export const hold = style({ minHeight: '100vh' });

export const title = style({ fontSize: '1.75rem', margin: '8px 0 16px' });

export const lead = style({ color: vars.color.textMuted, maxWidth: '60ch' });

export const notice = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  borderRadius: '12px',
  padding: '24px',
  maxWidth: '640px',
});

export const noticeTitle = styleVariants({
  page: { margin: '0 0 8px' },
  section: { margin: '0 0 8px', fontSize: '1.25rem' },
});
