import { describe, expect, it } from 'vitest';
import { monthEnds } from './month-ends';

const point = (date: string, basket = 100, benchmark = 100) => ({ date, basket, benchmark });

describe('monthEnds', () => {
  it('keeps the first point and the last trading day of each month', () => {
    const points = [
      point('2025-11-20'),
      point('2025-11-28', 101),
      point('2025-12-01', 102),
      point('2025-12-31', 103),
      point('2026-01-02', 104),
      point('2026-01-15', 105),
    ];
    expect(monthEnds(points).map((p) => p.date)).toEqual(['2025-11-20', '2025-11-28', '2025-12-31', '2026-01-15']);
  });

  it('lists nothing for no points and the one point for one', () => {
    expect(monthEnds([])).toEqual([]);
    expect(monthEnds([point('2026-01-02')])).toEqual([point('2026-01-02')]);
  });
});
