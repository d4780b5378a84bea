/**
 * SEBI's investor charters for the kinds of registration that publish here (circulars
 * SEBI/HO/MIRSD/MIRSD-PoD/P/CIR/2025/80 and /81 of 2 June 2025; docs/compliance.md).
 */
export const SEBI_INVESTOR_CHARTERS = {
  investmentAdvisers:
    'https://www.sebi.gov.in/legal/circulars/jun-2025/investor-charter-for-investment-advisers_94354.html',
  researchAnalysts:
    'https://www.sebi.gov.in/legal/circulars/jun-2025/investor-charter-for-research-analysts_94355.html',
} as const;

/** The brand's accessibility statement, a page the server writes (server/accessibility/). */
export const ACCESSIBILITY_PATH = '/accessibility/';

export interface FooterLink {
  label: string;
  href: string;
}

interface FooterSource {
  displayName: string;
  trust: {
    links: { about: string; terms: string; privacy: string; disclosures: string; investorCharter: string };
  };
}

/**
 * The footer's links to pages outside the app and its words that name the brand, as data that comes with
 * the brand's configuration (in the page, not in the script every page loads): the legal pages, the
 * platform's investor charter and SEBI's for advisers and analysts, the accessibility statement, the
 * risk disclaimer. src/app/site-footer.tsx shows them.
 */
export const brandFooter = ({ displayName, trust: { links } }: FooterSource) => ({
  links: [
    { label: `About ${displayName}`, href: links.about },
    { label: 'Terms of use', href: links.terms },
    { label: 'Privacy policy', href: links.privacy },
    { label: 'Disclosures', href: links.disclosures },
    { label: `${displayName}’s investor charter`, href: links.investorCharter },
    { label: 'Investor charter for investment advisers (SEBI)', href: SEBI_INVESTOR_CHARTERS.investmentAdvisers },
    { label: 'Investor charter for research analysts (SEBI)', href: SEBI_INVESTOR_CHARTERS.researchAnalysts },
    { label: 'Accessibility statement', href: ACCESSIBILITY_PATH },
  ] satisfies FooterLink[],
  disclaimer: `${displayName}. Investments in securities are subject to market risks. Read all related documents carefully before investing. Baskets are curated by SEBI-registered investment advisers and research analysts.`,
});
