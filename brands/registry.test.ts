import { describe, expect, it } from 'vitest';
import { brands, brandForHost, defaultBrand, parseBrands, brandSources, BrandConfigError } from './registry';
import { FEATURE_KEYS } from './schema';
import { STAFF_SIGN_IN_FEATURES } from '#contract/site/features';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('brand registry', () => {
  it('has the four brands of the spec, one default', () => {
    expect(brands.map((b) => b.kind).sort()).toEqual(['bank-broker', 'broker-aligned', 'default', 'second']);
    expect(defaultBrand.kind).toBe('default');
  });

  it('every config toggles every feature the spec lists', () => {
    for (const b of brands) expect(Object.keys(b.features).sort()).toEqual([...FEATURE_KEYS].sort());
  });

  it('resolves brands by host, ignoring port and case; unknown hosts get the default', () => {
    expect(brandForHost('arrowline.localhost:3000').id).toBe('arrowline');
    expect(brandForHost('HARBORBANK.localhost').id).toBe('harborbank');
    expect(brandForHost('evil.example').id).toBe(defaultBrand.id);
    expect(brandForHost(undefined).id).toBe(defaultBrand.id);
  });

  it('names the file and the field of a bad config', () => {
    const sources = clone(brandSources) as Array<{ file: string; raw: Record<string, unknown> }>;
    (sources[1]!.raw.theme as Record<string, string>).primary = 'orange';
    expect(() => parseBrands(sources)).toThrow(BrandConfigError);
    expect(() => parseBrands(sources)).toThrow(/brands\/arrowline\/brand\.json: field "theme\.primary"/);
  });

  it('names a security.txt value that is no address or language tag', () => {
    const sources = clone(brandSources) as Array<{ file: string; raw: { security: Record<string, unknown> } }>;
    sources[0]!.raw.security.contact = ['security@starfolio.example'];
    expect(() => parseBrands(sources)).toThrow(/starfolio\/brand\.json: field "security\.contact\.0"/);
    const languages = clone(brandSources) as Array<{ file: string; raw: { security: Record<string, unknown> } }>;
    languages[1]!.raw.security.preferredLanguages = ['English'];
    expect(() => parseBrands(languages)).toThrow(/arrowline\/brand\.json: field "security\.preferredLanguages\.0"/);
  });

  it('rejects a config that leaves a feature out', () => {
    const sources = clone(brandSources) as Array<{ file: string; raw: Record<string, unknown> }>;
    delete (sources[2]!.raw.features as Record<string, boolean>).dealer;
    expect(() => parseBrands(sources)).toThrow(/moneyleaf\/brand\.json: field "features\.dealer"/);
  });

  it('a broker-only brand has no operations area for staff, who could never sign in there (decision 0226)', () => {
    for (const b of brands.filter((x) => x.loginType === 'broker')) {
      for (const key of STAFF_SIGN_IN_FEATURES) expect([b.id, key, b.features[key]]).toEqual([b.id, key, false]);
    }
    const harbor = clone(brandSources) as Array<{ file: string; raw: { features: Record<string, boolean> } }>;
    harbor[3]!.raw.features.admin = true;
    expect(() => parseBrands(harbor)).toThrow(
      /harborbank\/brand\.json: field "features\.admin" must be false on a brand whose only sign-in is its broker’s/,
    );
    const arrow = clone(brandSources) as Array<{ file: string; raw: { features: Record<string, boolean> } }>;
    arrow[1]!.raw.features['login-as-client'] = true;
    expect(() => parseBrands(arrow)).toThrow(/arrowline\/brand\.json: field "features\.login-as-client"/);
    // A brand with its own accounts may have them.
    expect(brands.find((b) => b.id === 'starfolio')!.features.admin).toBe(true);
  });

  it('rejects unknown fields and duplicate hosts', () => {
    const extra = clone(brandSources) as Array<{ file: string; raw: Record<string, unknown> }>;
    extra[0]!.raw.colour = 'red';
    expect(() => parseBrands(extra)).toThrow(/starfolio\/brand\.json/);
    const dup = clone(brandSources) as Array<{ file: string; raw: { hosts: string[] } }>;
    dup[3]!.raw.hosts.push('starfolio.localhost');
    expect(() => parseBrands(dup)).toThrow(
      /harborbank\/brand\.json: host "starfolio\.localhost" is also used by brands\/starfolio/,
    );
  });

  it('requires a public host, the one canonical addresses use', () => {
    const local = clone(brandSources) as Array<{ file: string; raw: { hosts: string[] } }>;
    local[2]!.raw.hosts = ['moneyleaf.localhost'];
    expect(() => parseBrands(local)).toThrow(/moneyleaf\/brand\.json: field "hosts" must include a public host name/);
  });

  it('requires exactly one default brand', () => {
    const two = clone(brandSources) as Array<{ file: string; raw: { isDefault: boolean } }>;
    two[1]!.raw.isDefault = true;
    expect(() => parseBrands(two)).toThrow(/exactly one brand/);
  });

  it('every brand names who runs it, its SEBI registrations, a grievance officer and its legal pages', () => {
    for (const b of brands) {
      expect(b.trust.legalName.length).toBeGreaterThan(3);
      expect(b.trust.sebiRegistrations.length).toBeGreaterThan(0);
      expect(b.trust.grievanceOfficer.email).toMatch(/@[a-z0-9-]+\.example$/);
      for (const url of Object.values(b.trust.links)) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//);
    }
  });

  it('rejects a SEBI number whose prefix does not match its type, and a config without the trust block', () => {
    const wrong = clone(brandSources) as Array<{ file: string; raw: { trust: { sebiRegistrations: object[] } } }>;
    wrong[0]!.raw.trust.sebiRegistrations = [{ type: 'Investment Adviser', number: 'INH999900101' }];
    expect(() => parseBrands(wrong)).toThrow(/starfolio\/brand\.json: field "trust\.sebiRegistrations\.0\.number"/);
    const missing = clone(brandSources) as Array<{ file: string; raw: Record<string, unknown> }>;
    delete missing[3]!.raw.trust;
    expect(() => parseBrands(missing)).toThrow(/harborbank\/brand\.json: field "trust"/);
    const badPhone = clone(brandSources) as Array<{ file: string; raw: { trust: { contact: { phone: string } } } }>;
    badPhone[1]!.raw.trust.contact.phone = '12345';
    expect(() => parseBrands(badPhone)).toThrow(/arrowline\/brand\.json: field "trust\.contact\.phone"/);
  });
});
