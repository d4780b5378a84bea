import { style } from '@vanilla-extract/css';

export const item = style({ display: 'flex', flexDirection: 'column', gap: '8px', height: '100%' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '12px' });
