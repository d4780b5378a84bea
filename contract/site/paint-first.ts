/**
 * The one script a page runs before its first paint (issue 33, decision 0274): the page's HTML is
 * painted, then its modules are asked for. Without it the entry and its modulepreloads, found by the
 * browser's preload scanner, arrived while the HTML was still being parsed, and the framework's
 * evaluation and the hydration ran before anything was shown. It reads what to load from its own
 * attributes: `data-entry` (the entry module) and `data-preloads` (the modules the entry and the page's
 * routes import at once, space-separated), waits for two animation frames after the document is
 * parsed and for the browser's first contentful paint to have been presented (its `paint` entry, where
 * the browser reports one), or at most PAINT_WAIT_MS (a tab in the background gets no frames), then
 * for the page's high-priority images to load and be shown (two frames
 * after the last one's load; at most IMAGE_WAIT_MS in all), and adds them to <head>. Before that, it marks a stored analytics
 * choice (CONSENT_CHOSEN_ATTRIBUTE).
 *
 * A shell (`data-shell`: the service worker's page for every navigation, or a page the browser renders
 * itself) has nothing to paint: its modules are asked for at once, while the rest of the document is
 * parsed, and the entry runs as soon as it is parsed (decision 0299).
 *
 * Inline, so the paint waits for no request; the page's CSP allows exactly this text by its hash
 * (server/security/headers.ts). Its text never changes with the page: the URLs are attributes.
 */
/**
 * The most the modules wait for the paint. Two frames alone were not enough: the second frame's callback
 * runs once the main thread has made the first, but a large page's first frame is rasterized and shown
 * later (a public basket page: modules asked for at 166 ms, its text shown at 186 ms), and Lighthouse's
 * simulation counted the twenty modules begun before the largest paint as part of it (1.4–1.7× the
 * same page's without scripts). A browser without `paint` entries goes on after the two frames.
 */
const PAINT_WAIT_MS = 500;

/**
 * The longest the modules wait, after the paint, for the page's high-priority image (an article's or
 * the blog's lead story, `<img fetchpriority="high">`) to finish: started together, the modules took
 * the image's bandwidth on a slow connection, and the largest paint came up to twice as late as the
 * same page's without scripts (decision 0304). Two frames after the image's load, so the frame that
 * paints it comes before the modules: from the HTTP cache (a second visit) the entry was evaluated at
 * once and its task ran ahead of that frame; and Lighthouse's simulation counted every request begun
 * before the largest paint as competing with the image (an article at 1.45× its floor).
 */
const IMAGE_WAIT_MS = 1000;

/**
 * Set on <html> before the first paint when this device keeps an analytics choice for the brand (its
 * storage key in the script's `data-consent-key`): the server renders the consent banner for every
 * visitor, and this hides it from those who chose, until the app has read their choice and removes
 * the mark (src/features/analytics/components/analytics-consent.tsx).
 */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

export const PAINT_FIRST_SCRIPT = `(()=>{const d=document,data=d.currentScript.dataset;try{if(data.consentKey&&localStorage.getItem(data.consentKey)!==null)d.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','')}catch{}let preloaded=false,started=false;const make=(tag,attrs)=>{const el=Object.assign(d.createElement(tag),attrs);el.crossOrigin='';return el};const preload=()=>{if(preloaded)return;preloaded=true;const links=d.createDocumentFragment();for(const href of [data.entry,...(data.preloads||'').split(' ')])if(href)links.append(make('link',{rel:'modulepreload',href}));d.head.append(links)};const start=()=>{if(started)return;started=true;preload();d.head.append(make('script',{type:'module',src:data.entry}))};const painted=()=>{const images=[...d.querySelectorAll('img[fetchpriority=high]')].filter((img)=>!img.complete);let left=images.length;if(!left)return start();const one=()=>{if(--left===0)requestAnimationFrame(()=>requestAnimationFrame(start))};for(const img of images){img.addEventListener('load',one,{once:true});img.addEventListener('error',one,{once:true})}setTimeout(start,${IMAGE_WAIT_MS})};let waited=false;const shown=(go)=>{try{const fcp=(list)=>list.getEntriesByName('first-contentful-paint').length>0;if(!fcp(performance)&&PerformanceObserver.supportedEntryTypes.includes('paint')){const o=new PerformanceObserver((list)=>{if(fcp(list)){o.disconnect();go()}});o.observe({type:'paint'});return}}catch{}go()};const afterPaint=()=>{const once=()=>{if(!waited){waited=true;painted()}};requestAnimationFrame(()=>requestAnimationFrame(()=>shown(once)));setTimeout(once,${PAINT_WAIT_MS})};const shell=data.shell!==undefined;if(shell)preload();const ready=shell?start:afterPaint;if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready,{once:true});else ready()})()`;
