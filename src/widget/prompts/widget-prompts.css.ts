import { style } from '@vanilla-extract/css';
export { visuallyHidden as hidden } from '../../components/ui/visually-hidden.css';

export const text = style({ margin: '0 0 16px' });
