import { describe, expect, it } from 'vitest';
import { factsheetPdf, pdfText, wrapLines } from './factsheet-pdf';

const text = (pdf: Buffer) => pdf.toString('latin1');

/** Checks the structure a reader relies on, without a PDF parser: header, xref offsets, trailer, %%EOF. */
function checkStructure(pdf: Buffer) {
  const s = text(pdf);
  expect(s.startsWith('%PDF-1.4\n')).toBe(true);
  expect(s.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(s)![1]);
  expect(s.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(s.slice(startxref))!.map(Number) as number[];
  expect(first).toBe(0);
  const table = s
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + count!);
  expect(table[0]).toBe('0000000000 65535 f ');
  table.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const at = Number(entry.slice(0, 10));
    expect(s.slice(at, at + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  expect(s).toContain(`/Size ${count}`);
  // Each stream's /Length is its byte count.
  for (const m of s.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = m.index + m[0].length;
    expect(s.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
  }
  return s;
}

describe('factsheetPdf', () => {
  it('writes a PDF 1.4 whose cross-reference offsets point at each object', () => {
    const pdf = factsheetPdf('Quality Compounders', [
      { text: 'Quality Compounders', size: 18, bold: true },
      { text: 'By Meera Iyer (INA000017523)' },
      { text: 'Top holdings: HDFCBANK 9.5 %, TCS 8.1 %' },
    ]);
    const s = checkStructure(pdf);
    expect(s).toContain('(Quality Compounders) Tj');
    expect(s).toContain('(By Meera Iyer \\(INA000017523\\)) Tj');
    expect(s).toContain('/Count 1');
  });

  it('breaks onto more pages when the text is long, and keeps the offsets right', () => {
    const lines = Array.from({ length: 130 }, (_, i) => ({ text: `Line ${i + 1}` }));
    const s = checkStructure(factsheetPdf('Long', lines));
    expect(s).toContain('/Count 3');
    expect(s).toContain('(Line 130) Tj');
  });

  it('escapes PDF string syntax and keeps to Latin-1', () => {
    expect(pdfText('a (b) \\ c')).toBe('a \\(b\\) \\\\ c');
    expect(pdfText('₹25,000 – min')).toBe('Rs.25,000 - min');
    expect(pdfText('日本')).toBe('??');
  });

  it('wraps a long line at a space', () => {
    const long = 'word '.repeat(40).trim();
    const wrapped = wrapLines([{ text: long }]);
    expect(wrapped.length).toBe(3);
    expect(wrapped.every((l) => l.text.length <= 95)).toBe(true);
    expect(wrapped.map((l) => l.text).join(' ')).toBe(long);
  });
});
