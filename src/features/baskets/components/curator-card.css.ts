import { style } from '@vanilla-extract/css';

export const plansTitle = style({ margin: '4px 0 0', fontSize: '1rem' });
