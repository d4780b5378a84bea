import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { DEALER_REPORTS, DEALER_REPORT_TITLES } from '#contract/dealer/route-rules';
import { OPS_PAGE_NAMES, type PrivateOpsPage } from '../features/ops/ops-page-names';
import { dealerReportText, opsPageText, opsPageTexts } from './private-page-texts';

const PRIVATE = Object.keys(OPS_PAGE_NAMES).filter((p) => p !== 'contact' && p !== 'faq') as PrivateOpsPage[];

describe.each(brands.map((b) => [b.id, b] as const))('operations page heads for %s', (_id, brand) => {
  it('gives each private page its own title and all of them one short description', () => {
    const texts = PRIVATE.map((page) => opsPageText(page)(brand));
    expect(texts.map((t) => t.title)).toEqual(PRIVATE.map((page) => `${OPS_PAGE_NAMES[page]} — ${brand.displayName}`));
    expect(new Set(texts.map((t) => t.description))).toEqual(
      new Set([`A private page on ${brand.displayName}: sign in to see it.`]),
    );
  });

  it('titles each dealer report by its own name, and an unknown one as a report', () => {
    for (const report of DEALER_REPORTS) {
      expect(dealerReportText(report)(brand).title).toBe(`${DEALER_REPORT_TITLES[report]} — ${brand.displayName}`);
    }
    expect(dealerReportText('nothing')(brand).title).toBe(`Report — ${brand.displayName}`);
  });

  it('keeps a sentence of their own for the two public pages, /contact/ and /faq/', () => {
    const shared = opsPageText('admin')(brand).description;
    for (const text of [opsPageTexts.contact(brand), opsPageTexts.faq(brand)]) {
      expect(text.description).not.toBe(shared);
      expect(text.description).toContain(brand.displayName);
    }
    expect(opsPageTexts.contact(brand).title).toBe(`Talk to us — ${brand.displayName}`);
    expect(opsPageTexts.faq(brand).title).toBe(`Frequently asked questions — ${brand.displayName}`);
  });
});
