/**
 * The chart points a table can list: the last point of each calendar month (the period's first point
 * too, where the lines start). Points come in date order (YYYY-MM-DD).
 */
export function monthEnds<P extends { date: string }>(points: readonly P[]): P[] {
  return points.filter((point, i) => {
    const next = points[i + 1];
    return i === 0 || !next || next.date.slice(0, 7) !== point.date.slice(0, 7);
  });
}
