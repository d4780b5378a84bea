import { describe, expect, it } from 'vitest';
import { diffOf, equalWeights, formProblem, isEmptyDiff, totalOf, type EditRow } from './constituents-model';
import { versionMessages as m } from './versions-messages';

const row = (symbol: string, weight: string, rationale = ''): EditRow => ({ symbol, name: symbol, weight, rationale });

describe('the constituents editor rules', () => {
  it('splits equal weights to exactly 100, leftover hundredths first', () => {
    const rows = equalWeights([row('A', ''), row('B', '7'), row('C', '90')]);
    expect(rows.map((r) => r.weight)).toEqual(['33.34', '33.33', '33.33']);
    expect(totalOf(rows)).toBe(100);
    expect(equalWeights(Array.from({ length: 7 }, (_, i) => row(`S${i}`, '1'))).map((r) => r.weight)).toEqual([
      '14.29',
      '14.29',
      '14.29',
      '14.29',
      '14.28',
      '14.28',
      '14.28',
    ]);
  });

  it('names the first problem: no stocks, a repeat, a total off 100 (with the total), no rationale', () => {
    expect(formProblem([], 'why')).toBe(m.noStocks);
    expect(formProblem([row('A', '50'), row('A', '50')], 'why')).toBe(m.duplicateStock('A'));
    expect(formProblem([row('A', '50'), row('B', '40.5')], 'why')).toBe('Weights must add up to 100% (now 90.50%)');
    expect(formProblem([row('A', '100'), row('B', '0')], 'why')).toBe(m.weightsSum(100));
    expect(formProblem([row('A', '33.33'), row('B', '33.33'), row('C', '33.34')], '  ')).toBe(m.rationaleEmpty);
    expect(formProblem([row('A', '33.33'), row('B', '33.33'), row('C', '33.34')], 'why')).toBeNull();
  });

  it('diffs against the current version: added, removed, weight changes; nothing when the same', () => {
    const current = [
      { symbol: 'A', weight: 50 },
      { symbol: 'B', weight: 50 },
    ];
    const d = diffOf(current, [row('A', '40'), row('C', '60')]);
    expect(d).toEqual({
      added: [{ symbol: 'C', weight: 60 }],
      removed: [{ symbol: 'B', weight: 50 }],
      changed: [{ symbol: 'A', from: 50, to: 40 }],
    });
    expect(isEmptyDiff(diffOf(current, [row('B', '50.00'), row('A', '50')]))).toBe(true);
  });
});
