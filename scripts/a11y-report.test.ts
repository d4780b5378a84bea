import { describe, expect, it } from 'vitest';
import { brands } from '../brands/registry';
import type { A11yRecord } from '../tests/e2e/support/a11y-record';
import { brandReport } from './a11y-report';

const brand = brands.find((b) => b.id === 'arrowline')!;
const base = { brand: 'arrowline', spec: 'footer.spec.ts', test: 'the footer fits 320 px', title: 'Home' };
const records: A11yRecord[] = [
  {
    ...base,
    kind: 'axe',
    path: '/',
    width: 320,
    tags: ['wcag2aa'],
    passes: ['color-contrast'],
    violations: [],
    incomplete: [],
  },
  {
    ...base,
    kind: 'axe',
    path: '/faq/',
    width: 1280,
    passes: ['color-contrast'],
    violations: ['region'],
    incomplete: [],
  },
  { ...base, kind: 'keyboard', path: '/', width: 320, target: 'a “Accessibility statement”' },
];

describe('the accessibility report (npm run a11y-report)', () => {
  const report = brandReport(brand, records, new Date('2026-12-02T10:00:00Z'));

  it('names the brand, its standard and nodal officer, and counts the checks', () => {
    expect(report).toContain(`# Accessibility report — ${brand.displayName}`);
    expect(report).toContain(`Standard followed: WCAG 2.2 AA.`);
    expect(report).toContain(brand.accessibility.nodalOfficer.name);
    expect(report).toContain('| Screens axe checked | 2 |');
    expect(report).toContain('| Rule violations found | 1 |');
    expect(report).toContain('| Keyboard focus checks | 1 |');
    expect(report).toContain('| Checks at 360 px or narrower | 2 |');
  });

  it('lists every screen, each rule with its results, and the keyboard checks', () => {
    expect(report).toContain('| / | Home | 320 | 1 | 0 |');
    expect(report).toContain('| /faq/ | Home | 1280 | 1 | 1 |');
    expect(report).toContain('| color-contrast | 2 | 0 | 0 |');
    expect(report).toContain('| region | 0 | 1 | 0 |');
    expect(report).toContain('| / | a “Accessibility statement” | 320 | the footer fits 320 px |');
  });
});
