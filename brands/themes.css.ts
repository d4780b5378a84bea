import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './theme-contract.css';
import { brands } from './registry';

/**
 * One theme per brand, keyed on the data-brand attribute the server writes on <html>,
 * so the first paint is already in the brand's colours without any script.
 */
for (const brand of brands) {
  createGlobalTheme(`:root[data-brand="${brand.id}"]`, vars, { color: brand.theme });
}
