import { JS, type XssPayload } from './xss-payload-kit';

/**
 * Parser mutation (mXSS): markup that parses one way, is serialised, and parses another way the
 * next time: raw-text elements, foreign content (SVG/MathML), comments, foster-parented tables,
 * nested links and forms, and select content. Several run nothing even raw; they are here because
 * a sanitizer's output for them must be stable when parsed again.
 */
export const mutations: XssPayload[] = [
  { name: 'mXSS noscript title', html: `<noscript><p title="</noscript><img src=x onerror=${JS}>"></noscript>` },
  {
    name: 'mXSS svg style',
    html: `<svg></p><style><a id="</style><img src=1 onerror=${JS}>"></a></style></svg>`,
  },
  {
    name: 'mXSS math mglyph style',
    html: `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${JS}&gt;">`,
  },
  {
    name: 'mXSS nested forms with math',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${JS}>`,
  },
  { name: 'template content', html: `<template><img src=x onerror="${JS}"></template>` },
  { name: 'template inside svg', html: `<svg><template><img src=x onerror="${JS}"></template></svg>` },
  { name: 'xmp title breakout', html: `<xmp><p title="</xmp><img src=x onerror=${JS}>">` },
  { name: 'title element breakout', html: `<title><img title="</title><img src=x onerror=${JS}>"></title>` },
  { name: 'comment breakout', html: `<!--<img src="--><img src=x onerror=${JS}//">` },
  { name: 'svg CDATA', html: `<svg><![CDATA[><img src=x onerror=${JS}>]]></svg>` },
  { name: 'nested quotes', html: `<img """><script>${JS}</script>">` },
  { name: 'markup in a title attribute', html: `<a href="/x" title='"><img src=x onerror=${JS}>'>x</a>` },
  { name: 'knockout data-bind', html: `<div data-bind="html:'<img src=x onerror=${JS}>'">x</div>` },
  // Foster parenting: content a table cannot hold is moved before it, links and list items re-nest.
  { name: 'mXSS table in mglyph between links', html: `<a><mglyph><table><a>`, endsOpen: true },
  { name: 'mXSS list item through a link and a table', html: `<li><a><table><li>t`, endsOpen: true },
  { name: 'mXSS xmp in a table in a paragraph', html: `<p><table><xmp>`, endsOpen: true },
  { name: 'mXSS list in a table in a paragraph', html: `<p><table><ul>`, endsOpen: true },
  { name: 'mXSS links around a table', html: `<a id=1><table><a id=2>`, endsOpen: true },
  { name: 'mXSS table foster-parents an image', html: `<table><img src=x onerror=${JS}><tr><td>x</td></tr></table>` },
  { name: 'mXSS nested forms', html: `<form id="outer"><div></form><form id="inner"><input>`, endsOpen: true },
  {
    name: 'mXSS nested forms with a handler',
    html: `<form id="outer"><div></form><form id="inner"><img src=x onerror=${JS}>`,
    endsOpen: true,
  },
  // Select content (Chromium parses customizable <select>, <selectedcontent> clones the option).
  {
    name: 'select option with selectedcontent',
    html: `<select><option><img src=x onerror=${JS}></option><selectedcontent></selectedcontent></select>`,
  },
  {
    name: 'select button selectedcontent',
    html: `<select><button><selectedcontent></selectedcontent></button><option><img src=x onerror=${JS}>x</option></select>`,
  },
  { name: 'link inside select', html: `<select><a href="/x">x</a></select>` },
  { name: 'style inside select', html: `<select><style><img src=x onerror=${JS}></style></select>` },
  { name: 'template inside select', html: `<select><template><style><img src=x onerror=${JS}>`, endsOpen: true },
  // Raw-text elements whose text looks like markup.
  { name: 'noembed breakout', html: `<noembed><img title="</noembed><img src=x onerror=${JS}>">` },
  { name: 'noframes breakout', html: `<noframes><img title="</noframes><img src=x onerror=${JS}>">` },
  { name: 'iframe text breakout', html: `<iframe><img title="</iframe><img src=x onerror=${JS}>"></iframe>` },
  { name: 'textarea breakout', html: `<textarea><img title="</textarea><img src=x onerror=${JS}>"></textarea>` },
  { name: 'style breakout', html: `<style><img title="</style><img src=x onerror=${JS}>"></style>` },
  { name: 'noscript style breakout', html: `<noscript><style></noscript><img src=x onerror=${JS}>` },
  // Namespace confusion: MathML and SVG integration points and HTML breakouts.
  {
    name: 'mXSS malignmark in a table',
    html: `<math><mtext><table><malignmark><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${JS}&gt;">`,
    endsOpen: true,
  },
  {
    name: 'mXSS mglyph svg mtext textarea',
    html: `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img src=x onerror=${JS}>">`,
    endsOpen: true,
  },
  {
    name: 'mXSS foreignobject style',
    html: `<svg><foreignobject><p><style><p title="</style><iframe onload=${JS}>">`,
    endsOpen: true,
  },
  {
    name: 'annotation-xml as html',
    html: `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${JS}></style></annotation-xml></math>`,
  },
  {
    name: 'mXSS forms, math and svg style',
    html: `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img src=x onerror=${JS}>">`,
    endsOpen: true,
  },
  {
    name: 'mXSS heading links in mtext',
    html: `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${JS}>"></style></h1>`,
  },
  { name: 'svg paragraph style', html: `<svg><p><style><g title="</style><img src=x onerror=${JS}>">` },
  { name: 'math style', html: `<math><style><img src=x onerror=${JS}></style></math>` },
  { name: 'svg title style', html: `<svg><title><style><img src=x onerror=${JS}></style></title></svg>` },
  { name: 'svg desc style', html: `<svg><desc><style><img src=x onerror=${JS}></style></desc></svg>` },
  // Comments, bogus comments and declarations.
  { name: 'abrupt comment', html: `<!--> <img src=x onerror=${JS}> -->` },
  { name: 'abrupt comment with a dash', html: `<!---> <img src=x onerror=${JS}> -->` },
  { name: 'processing instruction', html: `<? x="><img src=x onerror=${JS}>" ?>` },
  { name: 'end tag with attributes', html: `</x <img src=x onerror=${JS}>` },
  { name: 'CDATA outside foreign content', html: `<![CDATA[<img src=x onerror=${JS}>]]>` },
  { name: 'comment ended by --!>', html: `<!-- x --!><img src=x onerror=${JS}>` },
  // Declarative shadow DOM and template expressions.
  {
    name: 'declarative shadow root',
    html: `<div><template shadowrootmode="open"><img src=x onerror=${JS}></template></div>`,
  },
  { name: 'vue v-html', html: `<div v-html="'<img src=x onerror=${JS}>'">x</div>` },
  { name: 'angular expression', html: `<p>{{constructor.constructor('${JS}')()}}</p>` },
];
