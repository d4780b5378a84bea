import { describe, expect, it } from 'vitest';
import { parseXml } from '../../tests/support/parse-xml';
import { element, xml } from './xml';

describe('xml', () => {
  it('escapes the five markup characters, for text and attributes alike', () => {
    expect(xml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(xml('&amp;')).toBe('&amp;amp;');
  });

  it('drops what XML 1.0 cannot carry, and keeps every other character', () => {
    const hostile = 'a\u0000b\u0001c\u0008d\u000Be\u001Ff\uFFFEg\uFFFFh\uD800i\uDFFFj';
    expect(xml(hostile)).toBe('abcdefghij');
    const fine = 'tab\tline\ncr\r — ₹ 👍 \u2028';
    expect(xml(fine)).toBe(fine);
  });

  it('whatever the text, the element parses back to it', () => {
    const texts = ['</title><script>alert(1)</script>', ']]> <![CDATA[x]]>', '&lt;b&gt;', '<!-- -->', '"\'\u0007'];
    for (const text of texts) {
      const doc = parseXml(`<r>${element('t', text, `a="${xml(text)}"`)}</r>`);
      const t = doc.documentElement.firstElementChild!;
      expect(t.textContent).toBe(text.replace('\u0007', ''));
      expect(t.getAttribute('a')).toBe(text.replace('\u0007', ''));
    }
  });
});
