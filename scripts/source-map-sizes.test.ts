import { describe, expect, it } from 'vitest';
import { codeBySource, decodeSegment, groupOf } from './source-map-sizes';

describe('source map reading', () => {
  it('decodes base64 VLQ segments, signs and continuations included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CACD')).toEqual([1, 0, 1, -1]);
    expect(decodeSegment('gBAAE')).toEqual([16, 0, 0, 2]);
    expect(() => decodeSegment('A*')).toThrow(/not a base64 VLQ digit/);
  });

  it('cuts generated code into stretches by source, across lines', () => {
    // Line 1: 'abc' from a.ts at column 0, 'DEF' from b.ts at 3; line 2: 'xy' from the bundler, 'z' from b.ts.
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,GCAA;EAAA' };
    const parts = codeBySource('abcDEF\nxyz', map);
    expect(Object.fromEntries(parts)).toEqual({ '(bundler)': 'xy', 'a.ts': 'abc', 'b.ts': 'DEFz' });
  });

  it('names a row by package, by folder, or by file', () => {
    expect(groupOf('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(groupOf('node_modules/preact/compat/dist/compat.mjs')).toBe('preact');
    expect(groupOf('src/widget/seams/ofetch.ts')).toBe('src/widget');
    expect(groupOf('src/widget/seams/ofetch.ts', 3)).toBe('src/widget/seams');
    expect(groupOf('src/widget/seams/ofetch.ts', 0)).toBe('src/widget/seams/ofetch.ts');
    expect(groupOf('contract/format.ts')).toBe('contract');
  });
});
