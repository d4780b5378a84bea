import { describe, expect, it, vi } from 'vitest';
import { shareBasket } from './share-basket';
import { publisherOf } from '#contract/baskets/publisher';

const basket = {
  basket_hash: 'quality-compounders',
  name: 'Quality Compounders',
  adviser: publisherOf('Meera Iyer', 'Registered Investment Adviser', 'INA000017523'),
};
const ORIGIN = 'https://starfolio.example';
const URL_ = `${ORIGIN}/public/baskets/quality-compounders/`;

describe('shareBasket', () => {
  it("uses the share sheet when there is one, with the public address and the adviser's SEBI registration", async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareBasket({ share, clipboard: { writeText } }, ORIGIN, basket)).toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'Quality Compounders',
      text: 'Meera Iyer, SEBI-registered investment adviser INA000017523',
      url: URL_,
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the reader closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(Object.assign(new Error('x'), { name: 'AbortError' })));
    expect(await shareBasket({ share }, ORIGIN, basket)).toBe('cancelled');
  });

  it('copies the link without a share sheet, or when the sheet is refused', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareBasket({ clipboard: { writeText } }, ORIGIN, basket)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(URL_);
    const refused = vi.fn(() => Promise.reject(Object.assign(new Error('x'), { name: 'NotAllowedError' })));
    expect(await shareBasket({ share: refused, clipboard: { writeText } }, ORIGIN, basket)).toBe('copied');
  });

  it('fails when neither works', async () => {
    expect(await shareBasket({}, ORIGIN, basket)).toBe('failed');
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    expect(await shareBasket({ clipboard: { writeText } }, ORIGIN, basket)).toBe('failed');
  });
});
