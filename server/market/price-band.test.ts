import { describe, expect, it } from 'vitest';
import { createMarketClock } from './clock';
import { createMarketData } from './create-market-data';
import { priceBandAround, sessionPriceBand, UNBANDED_PERCENT, withinBand } from './price-band';

describe('priceBandAround', () => {
  // Hand-computed: reference × (1 ± percent), the low edge down and the high edge up to ₹0.05.
  it.each([
    [100, 20, 80, 120],
    [1191.05, 30, 833.7, 1548.4], // 833.735 down, 1548.365 up
    [11.9, 10, 10.7, 13.1], // 10.71 down, 13.09 up
    [1882.7, 5, 1788.55, 1976.85], // 1788.565 down, 1976.835 up
    [409.55, 2, 401.35, 417.75], // 401.359 down, 417.741 up
    [0.5, 20, 0.4, 0.6],
    [0.03, 20, 0.01, 0.05], // never below one paisa
  ])('%s at %s percent: %s to %s', (reference, percent, low, high) => {
    expect(priceBandAround(reference, percent)).toEqual({ reference, percent, low, high });
  });

  it('takes both edges in', () => {
    const band = priceBandAround(100, 20);
    expect([79.99, 80, 120, 120.01].map((p) => withinBand(band, p))).toEqual([false, true, true, false]);
  });
});

describe('sessionPriceBand', () => {
  const market = createMarketData({ clock: createMarketClock(new Date('2026-11-25T11:00:00+05:30')) });

  it('is the exchange band around the previous trading day’s close', async () => {
    // Monday 23 Nov 2026 (the clock is on Wednesday 25th, after a holiday): the reference is Friday's close.
    const friday = (await market.history('TRIDENT', { from: '2026-11-20', to: '2026-11-20' }))![0]!;
    const band = await sessionPriceBand(market, 'TRIDENT', '2026-11-23');
    expect(band).toEqual(priceBandAround(friday.close, market.instrument('TRIDENT')!.priceBand!));
  });

  it('today’s is around the quote’s previous close, UNBANDED_PERCENT for a stock the exchange sets no band for', async () => {
    expect(market.instrument('DRREDDY')!.priceBand).toBeNull();
    const quote = (await market.quote('DRREDDY'))!;
    expect(await sessionPriceBand(market, 'DRREDDY', '2026-11-25')).toEqual(
      priceBandAround(quote.previousClose, UNBANDED_PERCENT),
    );
  });

  it('knows no band for a symbol the market does not know', async () => {
    expect(await sessionPriceBand(market, 'NOSUCHSTOCK', '2026-11-20')).toBeUndefined();
  });
});
