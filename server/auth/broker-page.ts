import type { BrandConfig } from '../../brands/schema';
import { Html, markup } from './html';
import { BROKER } from './page-messages';

type Broker = BrandConfig['brokers'][number];

export interface BrokerFormState {
  next: string;
  csrfToken: string;
  clientCode?: string;
  errors?: { clientCode?: string; password?: string };
  formError?: string;
}

/** The app's system font stack (src/app/global.css.ts): no web font to fetch. */
const FONT_STACK = 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif';

/**
 * The page's one inline <style> (no script at all). The brand's look, as the app has it: its colours,
 * its logo and name in a header band, the system font stack; one column from 320 px up. Every value
 * in it is a constant or a brand colour the brand schema holds to #rrggbb. Inserted unescaped
 * (escaping would turn the font names' quotes into `&quot;`, which <style> does not decode); the CSP
 * lets exactly this text in by its hash (broker.ts).
 */
export function brokerPageCss(t: BrandConfig['theme']): string {
  return `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font:16px/1.5 ${FONT_STACK};background:${t.background};color:${t.text}}
.band{background:${t.primary};color:${t.onPrimary}}
.band-inner{max-width:26rem;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center;gap:.5rem;min-height:56px;font-weight:700;font-size:1.125rem;overflow-wrap:anywhere}
.logo{flex:none;width:32px;height:32px;border-radius:8px;background:${t.onPrimary}}
main{max-width:26rem;margin:0 auto;padding:1.5rem .75rem 3rem}
.card{background:${t.surface};border:1px solid ${t.border};border-radius:12px;padding:1.25rem 1rem}
h1{font-size:1.375rem;line-height:1.25;margin:0 0 .5rem;overflow-wrap:anywhere}
p{margin:0 0 1rem}
.muted{color:${t.textMuted}}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{display:block;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;color:${t.text};background:${t.background};border:1px solid ${t.textMuted};border-radius:8px}
input[aria-invalid=true]{border:2px solid ${t.text}}
:focus-visible{outline:3px solid ${t.primary};outline-offset:2px}
.error{margin:.25rem 0 0;font-weight:600}
.alert{border-left:4px solid ${t.primary};padding:.5rem .75rem;background:${t.background}}
button{width:100%;min-height:44px;font:inherit;font-weight:600;border:0;border-radius:8px;background:${t.primary};color:${t.onPrimary};cursor:pointer}
button:hover{filter:brightness(.92)}
.cancel{margin:1rem 0 0;text-align:center}
.cancel a{display:inline-block;padding:.625rem .25rem;color:${t.text};font-weight:500}
@media (min-width:480px){main{padding-top:2.5rem}.card{padding:1.75rem 1.5rem}h1{font-size:1.5rem}}
`;
}

function field(
  id: string,
  name: string,
  label: string,
  error: string | undefined,
  attrs: { type: string; autocomplete: string; value?: string; autofocus: boolean; extra?: Html },
): Html {
  const errorId = `${id}-error`;
  const value = attrs.value !== undefined && markup` value="${attrs.value}"`;
  const invalid = error && markup` aria-invalid="true" aria-describedby="${errorId}"`;
  return markup`<div class="field">
        <label for="${id}">${label}</label>
        <input id="${id}" name="${name}" type="${attrs.type}" autocomplete="${attrs.autocomplete}" required${value}${attrs.autofocus && markup` autofocus`}${invalid}${attrs.extra}>${
          error &&
          markup`
        <p class="error" id="${errorId}">${error}</p>`
        }
      </div>`;
}

/** The broker's sign-in page as this server simulates it: a full HTML page with one small form. */
export function brokerSignInPage(brand: BrandConfig, broker: Broker, state: BrokerFormState): Html {
  const errors = state.errors ?? {};
  const focusPassword = !errors.clientCode && (!!errors.password || !!state.clientCode);
  const alert =
    state.formError &&
    markup`
    <p class="alert" role="alert">${state.formError}</p>`;
  return markup`<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${brand.theme.primary}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${BROKER.title(broker.name)}</title>
<style>${new Html(brokerPageCss(brand.theme))}</style>
</head>
<body>
<header class="band">
  <div class="band-inner"><img class="logo" src="/favicon.svg" alt="" width="32" height="32"><span>${brand.displayName}</span></div>
</header>
<main>
  <div class="card">
    <h1>${BROKER.title(broker.name)}</h1>
    <p class="muted">${BROKER.intro(broker.name, brand.displayName)}</p>${alert}
    <form method="post" action="/${brand.segment}${broker.loginPath}" novalidate>
      <input type="hidden" name="csrfmiddlewaretoken" value="${state.csrfToken}">
      <input type="hidden" name="next" value="${state.next}">
      ${field('client-code', 'clientCode', BROKER.clientCode, errors.clientCode, {
        type: 'text',
        autocomplete: 'username',
        value: state.clientCode ?? '',
        autofocus: !focusPassword,
        extra: markup` autocapitalize="characters" spellcheck="false" maxlength="16"`,
      })}
      ${field('password', 'password', BROKER.password, errors.password, {
        type: 'password',
        autocomplete: 'current-password',
        autofocus: focusPassword,
      })}
      <button type="submit">${BROKER.submit}</button>
    </form>
    <p class="cancel"><a href="${state.next}">${BROKER.cancel(brand.displayName)}</a></p>
  </div>
</main>
</body>
</html>`;
}
