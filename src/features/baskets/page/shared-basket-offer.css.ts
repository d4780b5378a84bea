import { style } from '@vanilla-extract/css';

/** Where the app's page has its actions: the sentence above the button, at any width. */
export const offer = style({ margin: '16px 0 0' });
