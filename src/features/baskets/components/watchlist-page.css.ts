import { style } from '@vanilla-extract/css';

export const item = style({ display: 'flex', flexDirection: 'column', gap: '8px', height: '100%' });
