import { expect, it } from 'vitest';
import { figure } from './bench-offline';

it('judges the median of the offline navigations against the budget and shows the slowest beside it', () => {
  expect(figure([131, 104, 112, 98, 120])).toBe('112 (slowest 131)');
  expect(figure([100, 121, 140, 160])).toBe('131 (slowest 160)');
  expect(figure([149, 150, 151])).toBe('150 (slowest 151)');
  expect(figure([140, 152, 170])).toBe('152 OVER (slowest 170)');
});
