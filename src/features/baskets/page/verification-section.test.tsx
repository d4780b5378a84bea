// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { BasketPerformance } from '#contract/baskets/details';
import type { PerformanceVerification } from '#contract/compliance/parrva';
import { mount } from '#src/components/ui/test-root';
import { VerificationSection } from './verification-section';

const performance = { asOf: '2026-11-27' } as BasketPerformance;
const verified: PerformanceVerification = {
  status: 'verified',
  verifiedAsOf: '2026-09-30',
  verified: { cagr: 14.2, volatility: 16.5, maxDrawdown: 21.3, returns: { '1yr': 12.1, '3yr': null } },
  platformShown: true,
};

const render = (verification: PerformanceVerification) =>
  mount(<VerificationSection verification={verification} performance={performance} />);

describe('VerificationSection (PaRRVA)', () => {
  it('lists the verified figures with their date, and dates the platform’s own computation apart', () => {
    const { container, unmount } = render(verified);
    expect(container.querySelector('caption')?.textContent).toBe('Figures PaRRVA verified, as of 30 Sep 2026');
    const rows = [...container.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual([
      '1 year12.1%',
      'CAGR since launch14.2%',
      'Volatility (a year)16.5%',
      'Maximum drawdown21.3%',
    ]);
    expect(container.textContent).toContain('the platform’s own computation, not verified, as of 27 Nov 2026');
    unmount();
  });

  it('says an enrolled basket has no verified figures yet, and that from 3 May 2028 its own are not shown', () => {
    const { container, unmount } = render({
      status: 'enrolled',
      verifiedAsOf: null,
      verified: null,
      platformShown: false,
    });
    expect(container.textContent).toContain('Enrolled with PaRRVA');
    expect(container.querySelector('table')).toBeNull();
    expect(container.textContent).toContain('PaRRVA has verified no figures of this basket yet.');
    expect(container.textContent).toContain('From 3 May 2028 only verified risk and return figures may be shown');
    unmount();
  });
});
