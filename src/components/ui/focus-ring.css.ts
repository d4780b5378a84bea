import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css';
import { FOCUS_RING } from './layout-vars';

/**
 * The focus ring is the brand colour, which has at least 3:1 against the page's light surfaces. A
 * dark surface (the offline banner, the update prompt) rings its controls in its text colour.
 */
export const ringOnDark = style({ vars: { [FOCUS_RING]: vars.color.background } });
