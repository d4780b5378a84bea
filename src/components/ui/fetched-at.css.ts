import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';

export const stamp = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: '0 0 12px' });
