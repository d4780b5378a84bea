import { describe, expect, it } from 'vitest';
import { csvCell, neutralise, toCsv } from './csv';

describe('the CSV writer', () => {
  it('quotes a cell only when it must, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('plain', 'always')).toBe('"plain"');
  });

  it('defuses a text cell a spreadsheet would run as a formula, and leaves numbers alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralise(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell(-5)).toBe('-5');
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(null)).toBeNull();
  });

  it('writes CRLF lines after a byte order mark, unless told not to', () => {
    expect(
      toCsv([
        ['Name', 'Amount'],
        ['Asha', 100],
      ]),
    ).toBe('\uFEFFName,Amount\r\nAsha,100\r\n');
    expect(toCsv([['a', 'b']], { bom: false, quote: 'always' })).toBe('"a","b"\r\n');
  });
});
