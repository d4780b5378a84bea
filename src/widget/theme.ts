import { vars } from '../../brands/theme-contract.css';
import type { BrandConfig } from '../lib/brand';

/**
 * The brand's theme as custom properties for the widget's root element. In the app the theme is a
 * global class on <html data-brand> (brands/themes.css.ts), which a shadow root cannot see.
 */
export function themeProperties(theme: BrandConfig['theme']): Array<[name: string, value: string]> {
  return (Object.keys(vars.color) as Array<keyof typeof vars.color>).flatMap((key) => {
    const name = /^var\((--[\w-]+)/.exec(vars.color[key])?.[1];
    return name ? [[name, theme[key]] as [string, string]] : [];
  });
}
