import { test as base, type TestType } from '@playwright/test';
import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';

/**
 * Which brand projects a test runs in (docs/decisions/0099-e2e-brand-sharding.md). Every project is
 * one brand (playwright.config.ts). A test whose behaviour does not depend on the brand runs on one
 * brand, or on two where the brands differ in a capability it exercises; a test of what differs
 * between brands (names, theme, axe on the theme's colours, SEO, features, sign-in methods) runs
 * on every brand and needs none of this.
 *
 * The choice is made from the project alone, before any test-scoped fixture is set up: a test left
 * out opens no browser context and no page (a modifier that asks for `brand` or `baseURL` runs as a
 * beforeEach hook, after the auto fixtures have opened both).
 */

export type BrandId = 'starfolio' | 'arrowline' | 'moneyleaf' | 'harborbank';

/** The project's brand, and the address its tests open. */
const project = (): { brand: BrandConfig; baseURL: string } => {
  const { name, use } = base.info().project;
  const brand = brands.find((b) => b.id === name);
  if (!brand || !use.baseURL) throw new Error(`no brand for project ${name}`);
  return { brand, baseURL: use.baseURL };
};

/**
 * Runs the tests declared in `declare` (or, without it, those of the enclosing file or describe)
 * only in the projects whose brand satisfies `applies`; the others report them skipped, with `why`.
 */
export function whereBrand<T extends object, W extends object>(
  test: TestType<T, W>,
  applies: (brand: BrandConfig, baseURL: string) => boolean,
  why: string,
  declare?: () => void,
) {
  // No fixture in the callback's parameters: Playwright runs it as a beforeAll modifier.
  const modifier = () =>
    test.skip(() => {
      const { brand, baseURL } = project();
      return !applies(brand, baseURL);
    }, why);
  if (!declare) return modifier();
  test.describe(() => {
    modifier();
    declare();
  });
}

/** Runs these tests in the projects of `ids` only. */
export function onBrands<T extends object, W extends object>(
  test: TestType<T, W>,
  ids: readonly BrandId[],
  declare?: () => void,
) {
  for (const id of ids) if (!brands.some((b) => b.id === id)) throw new Error(`onBrands: no brand ${id}`);
  const where = ids.length === 1 ? `once, on ${ids[0]}` : `on ${ids.join(' and ')}`;
  whereBrand(
    test,
    (b) => ids.includes(b.id as BrandId),
    `Brand-independent: it runs ${where} (decision 0099).`,
    declare,
  );
}

/** A brand-independent test: it runs in one project, `id`'s. */
export function onceAcrossBrands<T extends object, W extends object>(
  test: TestType<T, W>,
  id: BrandId,
  declare?: () => void,
) {
  onBrands(test, [id], declare);
}
