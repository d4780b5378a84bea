import { expect, it } from 'vitest';
import { budgetNote, WIDGET_BUDGET_GZIP_KB } from './bench-widget';

it('shows the widget budget beside its gzip figure, and what is left or over', () => {
  expect(WIDGET_BUDGET_GZIP_KB).toBe(50);
  expect(budgetNote(49.6 * 1024)).toBe('≤ 50 KB, 0.4 KB left');
  expect(budgetNote(50 * 1024)).toBe('≤ 50 KB, 0.0 KB left');
  expect(budgetNote(51.25 * 1024)).toBe('≤ 50 KB, 1.3 KB OVER');
  expect(budgetNote(60 * 1024, 70)).toBe('≤ 70 KB, 10.0 KB left');
});
