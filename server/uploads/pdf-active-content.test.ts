import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { factsheetPdf } from '../baskets/factsheet-pdf';
import { pdfActiveContent } from './pdf-active-content';
import { pdfOf, scriptedPdfs } from './pdf-test-support';

const action = '<< /S /JavaScript /JS (app.alert(1)) >>';
const verdict = (bytes: Uint8Array) => {
  const v = pdfActiveContent(bytes);
  return v === null ? 'clean' : v.kind === 'active' ? `active ${v.name}` : 'unchecked';
};

describe('pdfActiveContent', () => {
  it('passes plain PDFs: the factsheet writer’s, a page to open at, a /GoTo on opening, links, text that looks like names', () => {
    expect(verdict(factsheetPdf('Rated AAA/AA (JS)', [{ text: 'Debt /AA rated /JavaScript' }]))).toBe('clean');
    expect(verdict(pdfOf({ catalog: '/OpenAction [3 0 R /XYZ null null 0]' }))).toBe('clean');
    const goTo = '<< /S /GoTo /D [3 0 R /Fit] >>';
    expect(verdict(pdfOf({ catalog: `/OpenAction ${goTo}` }))).toBe('clean');
    expect(verdict(pdfOf({ catalog: '/OpenAction 4 0 R', objects: [goTo] }))).toBe('clean');
    expect(verdict(pdfOf({ catalog: '/OpenAction 4 0 R', objects: [goTo], packed: true }))).toBe('clean');
    const link = '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.com/JS/) >> >>';
    expect(verdict(pdfOf({ page: '/Annots [4 0 R]', objects: [link] }))).toBe('clean');
    expect(verdict(pdfOf({ catalog: '% /JavaScript in a comment\n/Lang (en /AA)' }))).toBe('clean');
    expect(verdict(new TextEncoder().encode('%PDF-1.4\n%studio test\n'))).toBe('clean');
  });

  it('finds each kind of active content, plain, with #xx escapes, and inside a Flate object stream', () => {
    const pdfs = scriptedPdfs();
    expect(verdict(pdfs.plain)).toBe('active JavaScript');
    expect(verdict(pdfs.escaped)).toBe('active AA');
    expect(verdict(pdfs.packed)).toBe('active JavaScript');
    const cases: [string, Parameters<typeof pdfOf>[0]][] = [
      ['JavaScript', { catalog: '/Names << /JavaScript 4 0 R >>', objects: ['<< /Names [(a) 5 0 R] >>', action] }],
      ['JS', { objects: ['<< /JS (app.alert(1)) >>'] }],
      ['AA', { page: `/AA << /O ${action} >>` }],
      ['Launch', { objects: ['<< /S /Launch /F (calc.exe) >>'] }],
      ['EmbeddedFiles', { catalog: '/Names << /EmbeddedFiles 4 0 R >>', objects: ['<< /Names [] >>'] }],
      ['EmbeddedFile', { objects: ['<< /Type /EmbeddedFile /Length 1 >>\nstream\nx\nendstream'] }],
      ['RichMedia', { objects: ['<< /Type /Annot /Subtype /RichMedia >>'] }],
      ['XFA', { catalog: '/AcroForm << /Fields [] /XFA 4 0 R >>', objects: ['<< >>'] }],
      ['OpenAction', { catalog: '/OpenAction << /S /URI /URI (https://example.com) >>' }],
      ['OpenAction', { catalog: '/OpenAction 4 0 R', objects: ['<< /S /Named /N /Print >>'] }],
      ['OpenAction', { catalog: '/OpenAction 9 0 R' }],
      ['JavaScript', { objects: [`<< /Kids [${action}] >>`], packed: true }],
      ['JavaScript', { catalog: '/N#61mes << /J#61v#61Script 4 0 R >>', objects: ['<< >>'], packed: true }],
    ];
    for (const [name, parts] of cases) expect(verdict(pdfOf(parts)), name).toBe(`active ${name}`);
  });

  it('finds an object a cross-reference entry could point at inside another stream’s data', () => {
    const hidden = `9 0 obj\n${action}\nendobj`;
    const image = `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length ${hidden.length} >>\nstream\n${hidden}\nendstream`;
    expect(verdict(pdfOf({ objects: [image] }))).toBe('active JavaScript');
    // An object stream under another name: /N and /First are what readers need, so it is read too.
    const disguised = (first: number, n: number) => `<< /Type /XRef /N ${n} /First ${first} /Filter /Fl >>`;
    expect(verdict(pdfOf({ objects: [action], packed: true, packedDict: disguised }))).toBe('active JavaScript');
    const renamed = (first: number, n: number) =>
      `<< /Type /Obj#53tm /N ${n} /First ${first} /Filter /Fl#61teDecode >>`;
    expect(verdict(pdfOf({ objects: [action], packed: true, packedDict: renamed }))).toBe('active JavaScript');
  });

  it('cannot check an object stream it cannot read: encrypted, another filter, a predictor, past the inflate budget', () => {
    const noise = new Uint8Array(64).map((_, i) => (i * 37 + 11) % 256);
    expect(verdict(pdfOf({ objects: ['<< >>'], packed: true, packedData: noise }))).toBe('unchecked');
    const hexed = (first: number, n: number) => `<< /Type /ObjStm /N ${n} /First ${first} /Filter /ASCIIHexDecode >>`;
    expect(verdict(pdfOf({ objects: ['<< >>'], packed: true, packedDict: hexed }))).toBe('unchecked');
    const predicted = (first: number, n: number) =>
      `<< /Type /ObjStm /N ${n} /First ${first} /Filter /FlateDecode /DecodeParms << /Predictor 12 >> >>`;
    expect(verdict(pdfOf({ objects: ['<< >>'], packed: true, packedDict: predicted }))).toBe('unchecked');
    const huge = deflateSync(new Uint8Array(17 * 1024 * 1024).fill(0x20));
    expect(verdict(pdfOf({ objects: ['<< >>'], packed: true, packedData: huge }))).toBe('unchecked');
  });
});
