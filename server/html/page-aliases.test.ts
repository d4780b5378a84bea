import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { aliasTarget } from './page-aliases';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const without = (key: 'create-basket' | 'create-basket-automated') => ({
  ...starfolio,
  features: { ...starfolio.features, [key]: false },
});

describe('aliasTarget', () => {
  it.each([
    ['/create-basket/', '/studio/baskets/new/'],
    ['/create-basket', '/studio/baskets/new/'],
    ['/Create-Basket/', '/studio/baskets/new/'],
    ['/create-basket-automated/', '/studio/automated/new/'],
  ])('%s leads to %s where the brand offers the screen', (path, to) => {
    expect(aliasTarget(path, starfolio)).toBe(to);
  });

  it('leads nowhere where the brand turns the screen off, or for any other address', () => {
    expect(aliasTarget('/create-basket/', without('create-basket'))).toBeNull();
    expect(aliasTarget('/create-basket-automated/', without('create-basket-automated'))).toBeNull();
    expect(aliasTarget('/create-basket/x/', starfolio)).toBeNull();
    expect(aliasTarget('/constructor/', starfolio)).toBeNull();
    expect(aliasTarget('/', starfolio)).toBeNull();
  });
});
