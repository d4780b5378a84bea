import { describe, expect, it } from 'vitest';
import { securityTestArticle } from '../db/seed/blog-seed-xss';
import { htmlToText } from './plain-text';

describe('htmlToText', () => {
  it.each([
    ['<p>Why a monthly SIP works.</p>', 'Why a monthly SIP works.'],
    ['<p>Fees &amp; taxes: &#8377;500 &ndash; &#x20B9;600&nbsp;a year</p>', 'Fees & taxes: ₹500 – ₹600 a year'],
    ['<p>One</p>\n\n<p>two <b>three</b></p>', 'One two three'],
    ['a < b and c > d', 'a < b and c > d'],
    ['<a title="x > y" href="/">link</a> after', 'link after'],
    ['before<script>alert("<p>no</p>")</script>after', 'before after'],
    ['<style>p { color: red }</style>text', 'text'],
    ['text <!-- a comment --> more', 'text more'],
    ['kept <img src=x onerror="alert(1)"', 'kept'],
    ['kept <a title="never closed>', 'kept'],
    ['&unknown; &#0; &#xD800; &#99999999;', '&unknown;'],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('leaves no tag of the security-test summary, and its own sentence readable', () => {
    const text = htmlToText(securityTestArticle().shortText);
    expect(text).toContain('Every known hostile fragment in one post. Nothing below should run.');
    expect(text).not.toMatch(/<(script|img|svg|iframe|a|p|style)\b/i);
  });
});
