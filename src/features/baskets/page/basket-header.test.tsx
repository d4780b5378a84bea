// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { BasketDetails } from '#contract/baskets/details';
import { mount } from '#src/components/ui/test-root';
import { BasketHeader } from './basket-header';
import { publisherOf } from '#contract/baskets/publisher';

// The figures beside Invest have their own tests; the header's adviser line is what is tested here.
vi.mock('./decision-figures', () => ({ DecisionFigures: () => null }));

const basket = {
  name: 'Quality Compounders',
  riskType: 'Moderate',
  fundType: 'Equity',
  mfCategory: null,
  isPremium: false,
  tags: [],
  adviser: { slug: 'arjun-mehta-research', ...publisherOf('Arjun Mehta Research', 'Research Analyst', 'INH000009144') },
} as unknown as BasketDetails;

describe('BasketHeader', () => {
  it("names the basket's adviser with its kind of SEBI registration and number", () => {
    const { container, unmount } = mount(<BasketHeader basket={basket} />);
    const section = container.querySelector('section[aria-labelledby="basket-adviser"]')!;
    expect(section.textContent).toContain('Arjun Mehta Research');
    expect(section.textContent).toContain('SEBI-registered research analyst INH000009144');
    unmount();
  });
});
