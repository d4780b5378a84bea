import type { BrandConfig } from '../../brands/schema';
import { Html, markup } from '../auth/html';
import { formatDate } from '#contract/locale/format';
import { ACCESSIBILITY_TEXTS as T, SEBI_SCORES_URL_TEXT } from './accessibility-texts';

/** The app's system font stack (src/app/global.css.ts): no web font to fetch. */
const FONT_STACK = 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif';

/**
 * The statement's one inline <style> (no script at all): the brand's colours, one readable column from
 * 320 px up, a visible focus ring. Values are constants or brand colours the schema holds to #rrggbb;
 * the CSP lets exactly this text in by its hash (accessibility-routes.ts).
 */
export function accessibilityPageCss(t: BrandConfig['theme']): string {
  return `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 ${FONT_STACK};background:${t.background};color:${t.text}}
.band{background:${t.primary};color:${t.onPrimary}}
.band a{display:inline-block;max-width:46rem;padding:.875rem 1rem;color:${t.onPrimary};font-weight:700;font-size:1.125rem}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem;overflow-wrap:anywhere}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem}
a{color:${t.primary}}
dl{margin:0}
dt{font-weight:600}
dd{margin:0 0 .75rem}
.muted{color:${t.textMuted}}
:focus-visible{outline:3px solid ${t.text};outline-offset:2px}
`;
}

const contactLinks = ({ email, phone }: { email: string; phone: string }) =>
  markup`<a href="mailto:${email}">${email}</a>, <a href="tel:${phone.replace(/\s+/g, '')}">${phone}</a>`;

/**
 * The brand's accessibility statement (brand.json `accessibility`; docs/accessibility.md): the standard,
 * the known exceptions, whom to write to, the nodal officer, the last automated audit, and SEBI's
 * complaints portal with its 'Accessibility' category. A full page of its own, written on the server.
 */
export function accessibilityPage(brand: BrandConfig): Html {
  const a = brand.accessibility;
  const exceptions =
    a.knownExceptions.length === 0
      ? markup`<p>${T.noExceptions}</p>`
      : markup`<ul>${a.knownExceptions.map((e) => markup`<li>${e}</li>`)}</ul>`;
  return markup`<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${T.description(brand.displayName)}">
<meta name="theme-color" content="${brand.theme.primary}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${T.title(brand.displayName)}</title>
<style>${new Html(accessibilityPageCss(brand.theme))}</style>
</head>
<body>
<header class="band"><a href="/">${brand.displayName}</a></header>
<main>
  <h1>${T.heading}</h1>
  <p>${T.intro(brand.displayName, brand.trust.legalName)}</p>
  <h2>${T.standardHeading}</h2>
  <p>${T.standard(a.standard)}</p>
  <h2>${T.exceptionsHeading}</h2>
  ${exceptions}
  <h2>${T.contactHeading}</h2>
  <p>${T.contact} ${contactLinks(a.contact)}</p>
  <dl>
    <dt>${T.nodalOfficer}</dt>
    <dd>${a.nodalOfficer.name}: ${contactLinks(a.nodalOfficer)}</dd>
  </dl>
  <p>${T.scoresBefore} <a href="${SEBI_SCORES_URL_TEXT}">SCORES</a> ${T.scoresAfter}</p>
  <h2>${T.auditHeading}</h2>
  <p>${T.audit} <time datetime="${a.lastAutomatedAudit}">${formatDate(a.lastAutomatedAudit)}</time>.</p>
  <p class="muted">${T.method}</p>
</main>
</body>
</html>`;
}
