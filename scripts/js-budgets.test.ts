import { describe, expect, it } from 'vitest';
import { budgetFor, FIRST_LOAD_CEILING_GZIP_KB as CEILING, JS_BUDGET_GZIP_KB as BUDGET } from './js-budgets';

describe("issue 33's first-load budgets", () => {
  it('apply to home, the blog, an article and a basket page', () => {
    expect(budgetFor('/')).toBe(125);
    expect(budgetFor('/blog')).toBe(130);
    expect(budgetFor('/blog/')).toBe(130);
    expect(budgetFor('/blog/article/73/what-is-a-sip/')).toBe(130);
    expect(budgetFor('/baskets/dividend-yield-plus/')).toBe(135);
    expect(budgetFor('/public/baskets/dividend-yield-plus/')).toBe(135);
    expect(budgetFor('/public/baskets/')).toBeUndefined();
    expect(budgetFor('/studio/')).toBeUndefined();
  });

  it('are met: every ceiling the build is held to is within its budget, holding what has been won (decision 0308)', () => {
    for (const page of ['home', 'blog', 'article', 'basket'] as const)
      expect(CEILING[page]).toBeLessThanOrEqual(BUDGET[page]);
  });
});
