import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { howItWorks, orList, safetyPoints } from './home-texts';

const brand = (id: string) => brands.find((b) => b.id === id)!;

describe('the home page’s texts, per brand', () => {
  it('joins names as a reader says them', () => {
    expect(orList([])).toBe('');
    expect(orList(['Kestrel Securities'])).toBe('Kestrel Securities');
    expect(orList(['a', 'b'])).toBe('a or b');
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c');
  });

  it.each(['starfolio', 'moneyleaf'])('%s: four steps, the second connecting a broker it names', (id) => {
    const steps = howItWorks(brand(id));
    expect(steps.map((s) => s.title)).toEqual([
      'Choose a basket',
      'Connect your broker',
      'Invest',
      'Follow and rebalance',
    ]);
    expect(steps[1]!.body).toContain('Kestrel Securities or Bluefin Broking');
  });

  it.each([
    ['arrowline', 'Arrowline Securities'],
    ['harborbank', 'Harbor Bank Securities'],
  ])('%s (broker-only): signing in with the broker is the connection', (id, broker) => {
    const steps = howItWorks(brand(id));
    expect(steps[1]!.title).toBe('Sign in with your broker');
    expect(steps[1]!.body).toContain(`Sign in with your ${broker} account`);
    expect(steps.map((s) => s.title)).not.toContain('Connect your broker');
  });

  it('says in the brand’s own name who never holds the money, and where the shares are', () => {
    const points = safetyPoints(brand('arrowline'));
    expect(points.map((p) => p.title)).toEqual([
      'SEBI-registered advisers',
      'Your broker holds your shares',
      'Arrowline never holds your money',
    ]);
    expect(points[1]!.body).toContain('Arrowline Securities');
  });
});
