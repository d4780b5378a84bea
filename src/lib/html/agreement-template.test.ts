// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { renderAgreement, type AgreementFields } from '../../../server/customers/agreement-text';
import { AGREEMENT_V1_HTML } from '../../../server/customers/agreement-template-v1';
import { AGREEMENT_RA_V1_HTML } from '../../../server/customers/agreement-template-ra-v1';

const fields: AgreementFields = {
  clientName: 'Asha "<b>" Rao & sons',
  adviserName: 'Sahyadri <Wealth> Advisors',
  sebiRegistration: 'INA000012345',
  planName: '1 year',
  feeKind: 'FIXFEE',
  amount: 8999,
  months: 12,
  aumPercent: null,
  aiUse: null,
};

describe('the advisory agreement template', () => {
  it("passes the app's one sanitizing policy unchanged, before and after its fields are filled", () => {
    expect(sanitizeHtml(AGREEMENT_V1_HTML)).toBe(AGREEMENT_V1_HTML);
    const text = renderAgreement(AGREEMENT_V1_HTML, fields);
    expect(sanitizeHtml(text)).toBe(text);
  });

  it('names the terms SEBI asks an agreement to carry', () => {
    for (const term of [
      'Fees',
      '₹1,51,000 a year per family',
      '2.5 % a year per family',
      'at most one year',
      'refunds the fee for the unexpired period',
      'Conflicts of interest',
      'does not guarantee or assure any return',
      'SCORES',
      'Termination',
      'INA000012345',
    ]) {
      expect(renderAgreement(AGREEMENT_V1_HTML, fields)).toContain(term);
    }
  });

  it('fills every field HTML-escaped, with the fee and its mode', () => {
    const text = renderAgreement(AGREEMENT_V1_HTML, fields);
    expect(text).not.toMatch(/\{\{/);
    expect(text).toContain('<strong>Asha "&lt;b&gt;" Rao &amp; sons</strong>');
    expect(text).toContain('<strong>Sahyadri &lt;Wealth&gt; Advisors</strong>');
    expect(text).toContain('Fee: <strong>₹8,999 / year</strong> (fixed fee, billed every year)');
    const aum = renderAgreement(AGREEMENT_V1_HTML, { ...fields, feeKind: 'AUM', aumPercent: 1.25 });
    expect(aum).toContain('Fee: <strong>1.25% a year</strong> (fee on assets under advice)');
    expect(renderAgreement('<p>{{unknown}}</p>', fields)).toBe('<p></p>');
  });
});

describe("the research analyst's agreement template", () => {
  const ra: AgreementFields = {
    ...fields,
    adviserName: 'Arjun <Mehta> Research',
    sebiRegistration: 'INH000009144',
    planName: '3 months',
    amount: 2699,
    months: 3,
    aiUse: 'We use <AI> screens; analysts decide.',
  };

  it("passes the app's one sanitizing policy unchanged, before and after its fields are filled", () => {
    expect(sanitizeHtml(AGREEMENT_RA_V1_HTML)).toBe(AGREEMENT_RA_V1_HTML);
    const text = renderAgreement(AGREEMENT_RA_V1_HTML, ra);
    expect(sanitizeHtml(text)).toBe(text);
  });

  it('carries the RA terms: MITC, the fee cap per family, no AUA fee, the AI disclosure; never calls it an adviser', () => {
    const text = renderAgreement(AGREEMENT_RA_V1_HTML, ra);
    for (const term of [
      'Research services agreement',
      'a research analyst registered with the Securities and Exchange Board of India',
      '<strong>INH000009144</strong>',
      'is not an investment adviser',
      'Most important terms and conditions',
      'Fee: <strong>₹2,699 / 3 months</strong> (fixed fee, billed every 3 months)',
      "never charges a fee based on the client's assets (no AUA fee)",
      'at most <strong>₹1,51,000</strong> a year across all its services, excluding statutory charges',
      'Regulation 19',
      'discloses: <em>We use &lt;AI&gt; screens; analysts decide.</em>',
      'refunds the fee for the unexpired period',
      'smartodr.in',
      'SCORES',
    ])
      expect(text).toContain(term);
    expect(text).not.toMatch(/\{\{|advisory agreement|an investment adviser registered/i);
  });
});
