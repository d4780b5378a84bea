import { describe, expect, it } from 'vitest';
import { scriptJson } from './json-script';

describe('scriptJson', () => {
  it('cannot be broken out of by the text it carries', () => {
    const json = scriptJson({ a: '</script><script>alert(1)</script>', b: '<!--', c: 'x\u2028y\u2029z' });
    expect(json).not.toMatch(/<\/?script|<!--|[\u2028\u2029]/i);
    expect(json).toBe(
      '{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","b":"\\u003c!--","c":"x\\u2028y\\u2029z"}',
    );
    expect(JSON.parse(json)).toEqual({ a: '</script><script>alert(1)</script>', b: '<!--', c: 'x\u2028y\u2029z' });
  });
});
