/** SEBI's complaints portal, where complaints have an 'Accessibility' category (src/app/site-footer.tsx links it too). */
export const SEBI_SCORES_URL_TEXT = 'https://scores.sebi.gov.in/';

/** The accessibility statement's words (accessibility-page.ts). */
export const ACCESSIBILITY_TEXTS = {
  title: (brand: string) => `Accessibility statement — ${brand}`,
  description: (brand: string) =>
    `How ${brand} meets WCAG 2.2 AA, what does not yet, and whom to contact about accessibility, the nodal officer included.`,
  heading: 'Accessibility statement',
  intro: (brand: string, company: string) =>
    `${company} wants everyone to be able to use ${brand}, including people who use a screen reader, a keyboard alone, magnification or a small screen.`,
  standardHeading: 'Standard we follow',
  standard: (standard: string) =>
    `${standard}: the Web Content Accessibility Guidelines 2.2 at level AA, as SEBI asks of regulated entities under the Rights of Persons with Disabilities Act, 2016.`,
  exceptionsHeading: 'Known exceptions',
  noExceptions: 'We know of no part of the site that does not meet the standard.',
  contactHeading: 'Tell us about a barrier',
  contact: 'Write or call us if any part of the site is hard to use:',
  nodalOfficer: 'Nodal officer for accessibility',
  scoresBefore: 'If our answer does not resolve it, you can complain to SEBI on',
  scoresAfter: "under the 'Accessibility' category.",
  auditHeading: 'How we check',
  audit: 'Last automated audit:',
  method:
    'Every release is checked with axe on each screen (its WCAG 2.1 A and AA rules, and WCAG 2.2 target size on the main pages), with keyboard navigation and a 320 px wide screen; the per-brand report lists the screens and results.',
} as const;
