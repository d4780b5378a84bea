import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSecurityTxt } from '../tests/support/security-txt';
import { brands } from './registry';
import {
  renderSecurityTxt,
  SECURITY_TXT_LIFETIME_DAYS,
  SECURITY_TXT_TEMPLATE,
  securityTxtExpires,
} from './security-txt';

const template = readFileSync(fileURLToPath(new URL(`../${SECURITY_TXT_TEMPLATE}`, import.meta.url)), 'utf8');
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const BUILT = new Date('2026-12-01T22:45:00Z');

describe('security.txt, filled per brand (RFC 9116)', () => {
  it("fills the template with each brand's own values, valid as of the build", () => {
    for (const brand of brands) {
      const text = renderSecurityTxt(template, brand, BUILT);
      const fields = checkSecurityTxt(text, BUILT);
      expect(fields.get('Contact'), brand.id).toEqual(brand.security.contact);
      expect(fields.get('Policy')).toEqual([brand.security.policy]);
      expect(fields.get('Preferred-Languages')).toEqual([brand.security.preferredLanguages.join(', ')]);
      expect(fields.get('Canonical')).toEqual([`https://${brand.hosts[1]}/.well-known/security.txt`]);
      expect(text).toContain(`# ${brand.displayName}:`);
      expect(text.endsWith('\n')).toBe(true);
    }
  });

  it(`expires ${SECURITY_TXT_LIFETIME_DAYS} days after the build, down to that day's midnight (UTC)`, () => {
    expect(securityTxtExpires(BUILT).toISOString()).toBe('2027-05-30T00:00:00.000Z');
    const fields = checkSecurityTxt(renderSecurityTxt(template, starfolio, BUILT), BUILT);
    expect(fields.get('Expires')).toEqual(['2027-05-30T00:00:00.000Z']);
    // Valid until then, stale after: a build must come before it (decision 0241).
    expect(() =>
      checkSecurityTxt(renderSecurityTxt(template, starfolio, BUILT), new Date('2027-05-29T23:00:00Z')),
    ).not.toThrow();
    expect(() =>
      checkSecurityTxt(renderSecurityTxt(template, starfolio, BUILT), new Date('2027-05-30T00:00:00Z')),
    ).toThrow(/has passed/);
  });

  it('repeats a line once per item of a list, in order, and keeps its other values', () => {
    const brand = {
      ...starfolio,
      hosts: ['starfolio.localhost', 'app.starfolio.in', 'www.starfolio.in'],
      security: {
        ...starfolio.security,
        contact: ['mailto:a@starfolio.example', 'https://www.starfolio.example/report'],
      },
    };
    const text = renderSecurityTxt('Contact: {{contact}} ({{displayName}})\nCanonical: {{canonical}}\n', brand, BUILT);
    expect(text).toBe(
      [
        'Contact: mailto:a@starfolio.example (Starfolio)',
        'Contact: https://www.starfolio.example/report (Starfolio)',
        'Canonical: https://app.starfolio.in/.well-known/security.txt',
        'Canonical: https://www.starfolio.in/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('refuses an unknown placeholder and two lists on one line, naming them', () => {
    expect(() => renderSecurityTxt('Hiring: {{jobs}}\n', starfolio, BUILT)).toThrow(/unknown placeholder \{\{jobs\}\}/);
    expect(() => renderSecurityTxt('X: {{contact}} {{canonical}}\n', starfolio, BUILT)).toThrow(
      /contact and canonical/,
    );
  });
});

describe('the RFC 9116 check the tests use', () => {
  const good = 'Contact: mailto:s@x.example\nExpires: 2027-01-01T00:00:00.000Z\n';
  it('accepts a minimal file and refuses what the RFC does not allow', () => {
    expect(checkSecurityTxt(good, BUILT).get('Contact')).toEqual(['mailto:s@x.example']);
    expect(() => checkSecurityTxt('Expires: 2027-01-01T00:00:00Z\n', BUILT)).toThrow(/no Contact/);
    expect(() => checkSecurityTxt('Contact: mailto:s@x.example\n', BUILT)).toThrow(/no Expires/);
    expect(() => checkSecurityTxt(`${good}Expires: 2027-01-02T00:00:00Z\n`, BUILT)).toThrow(/more than once/);
    expect(() => checkSecurityTxt('Contact: mailto:s@x.example\nExpires: 1 Jan 2027\n', BUILT)).toThrow(/RFC 3339/);
    expect(() => checkSecurityTxt('Contact: mailto:s@x.example\nExpires: 2028-01-01T00:00:00Z\n', BUILT)).toThrow(
      /a year or more/,
    );
    expect(() => checkSecurityTxt(`${good}Canonical: http://x.example/.well-known/security.txt\n`, BUILT)).toThrow(
      /not https/,
    );
    expect(() => checkSecurityTxt(`${good}Policy: {{policy}}\n`, BUILT)).toThrow(/unfilled/);
  });
});
