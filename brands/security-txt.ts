import { isLoopbackHost } from '#contract/site/site-origin';
import type { BrandConfig } from './schema';

/**
 * Each brand's /.well-known/security.txt (RFC 9116; docs/security.md, decision 0241): the template
 * `public/.well-known/security.txt` filled from the brand's config at build time
 * (scripts/build-brand-assets.ts), written to dist/brands/<id>/ and served on the brand's hosts.
 */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** Where the template is, from the repository's root; Vite's copy of it in dist/ is removed by the build. */
export const SECURITY_TXT_TEMPLATE = 'public/.well-known/security.txt';

/** How long a build's file holds: well under RFC 9116's year, so a release every few months keeps it fresh. */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expires: the lifetime counted from `builtAt`, down to that day's midnight UTC (RFC 3339, as RFC 9116 asks). */
export function securityTxtExpires(builtAt: Date): Date {
  const end = new Date(builtAt.getTime() + SECURITY_TXT_LIFETIME_DAYS * DAY_MS);
  return new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()));
}

/** The values the template may name; a list repeats its line once per item (Contact, Canonical). */
function valuesFor(brand: BrandConfig, builtAt: Date): Record<string, string | readonly string[]> {
  return {
    displayName: brand.displayName,
    contact: brand.security.contact,
    expires: securityTxtExpires(builtAt).toISOString(),
    policy: brand.security.policy,
    preferredLanguages: brand.security.preferredLanguages.join(', '),
    // The file is at the same address on every public host of the brand.
    canonical: brand.hosts.filter((h) => !isLoopbackHost(h)).map((h) => `https://${h}${SECURITY_TXT_PATH}`),
  };
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The template filled for `brand`, built at `builtAt`. An unknown placeholder, or two lists on one
 * line, is an error that names it: the build stops rather than publish a broken file.
 */
export function renderSecurityTxt(template: string, brand: BrandConfig, builtAt: Date): string {
  const values = valuesFor(brand, builtAt);
  const lines = template.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const names = [...line.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    for (const name of names) {
      if (!(name in values)) throw new Error(`${SECURITY_TXT_TEMPLATE}: unknown placeholder {{${name}}}`);
    }
    const lists = [...new Set(names.filter((n) => Array.isArray(values[n])))];
    if (lists.length > 1) throw new Error(`${SECURITY_TXT_TEMPLATE}: one list per line, not ${lists.join(' and ')}`);
    const list = lists[0];
    const items = list === undefined ? [''] : (values[list] as readonly string[]);
    for (const item of items) {
      out.push(line.replace(PLACEHOLDER, (_m, name: string) => (name === list ? item : (values[name] as string))));
    }
  }
  return `${out.join('\n')}\n`;
}
