import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { isWidthQuery, remToPx, widgetCssPlugin } from './widget-css';

describe('widget CSS', () => {
  it('turns rem into px', () => {
    expect(remToPx('1.25rem')).toBe('20px');
    expect(remToPx('.5rem 1rem -0.75rem')).toBe('8px 16px -12px');
    expect(remToPx('calc(100% - 2rem)')).toBe('calc(100% - 32px)');
    expect(remToPx('var(--x-2rem) 3em remark')).toBe('var(--x-2rem) 3em remark');
  });

  it('knows a width-only media query', () => {
    expect(isWidthQuery('(min-width: 960px)')).toBe(true);
    expect(isWidthQuery('(min-width: 40rem) and (max-width: 60rem)')).toBe(true);
    expect(isWidthQuery('(prefers-reduced-motion: reduce)')).toBe(false);
    expect(isWidthQuery('screen and (min-width: 960px)')).toBe(true);
    expect(isWidthQuery('print and (min-width: 960px)')).toBe(false);
    expect(isWidthQuery('(min-width: 960px) and (hover: hover)')).toBe(false);
  });

  it('rewrites a stylesheet', async () => {
    const css = `.a{font-size:1.5rem;margin:0 0 1rem}
@media (min-width: 40rem){.a{gap:2rem}}
@media screen and (min-width: 960px){.b{width:min(calc(100vw - 24px), 50vw)}}
@media (prefers-reduced-motion: reduce){.a{animation:none}}`;
    const out = (await postcss([widgetCssPlugin()]).process(css, { from: undefined })).css;
    expect(out).toContain('.a{font-size:24px;margin:0 0 16px}');
    expect(out).toContain('@container (min-width: 640px){.a{gap:32px}}');
    expect(out).toContain('@container (min-width: 960px){.b{width:min(calc(100cqi - 24px), 50cqi)}}');
    expect(out).toContain('@media (prefers-reduced-motion: reduce)');
  });
});
