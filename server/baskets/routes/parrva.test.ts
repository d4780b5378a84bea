import { beforeAll, describe, expect, it } from 'vitest';
import type { BasketDetails, BasketDetailsBody } from '#contract/baskets/details';
import { testServerPerFile } from '../../test-server-per-file';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { starfolio } from '../testing/basket-seed-fixtures';
import type { BasketRecord } from '../basket-record';
import { applyParrva, platformFiguresAllowed } from '../rules/parrva';

/**
 * PaRRVA (docs/compliance-fees.md, "Verified performance"): with the market clock after 3 May 2028, a basket that is not
 * verified shows no risk-return figures of its own, and a verified one shows the verified figures with their date.
 */
const file = testServerPerFile({ marketNow: new Date('2028-05-10T10:30:00+05:30') });
let api: ReturnType<typeof blogCaller>;
beforeAll(() => {
  api = blogCaller(file.t, starfolio);
});

async function hashOf(status: string) {
  const { rows } = await file.t.db.query<{ basket_hash: string }>(
    `SELECT basket_hash FROM baskets WHERE parrva_status = $1 AND status = 'published' AND NOT is_premium ORDER BY id LIMIT 1`,
    [status],
  );
  return rows[0]!.basket_hash;
}

const details = async (hash: string) => (await api.get<BasketDetailsBody>(`basket/details/${hash}/`)).body.basket;

function expectNoOwnFigures(b: BasketDetails) {
  expect([b.cagr, b.cagrPeriod, b.performance.riskLabel]).toEqual([null, null, null]);
  expect(b.performance.basket).toEqual({ cagr: null, volatility: null, maxDrawdown: null });
  for (const r of Object.values(b.performance.returns)) expect(r.basket).toBeNull();
}

describe('verified performance after 3 May 2028', () => {
  it('shows an unverified basket without any risk-return figure of its own', async () => {
    const b = await details(await hashOf('not_enrolled'));
    expect(b.verification).toEqual({
      status: 'not_enrolled',
      verifiedAsOf: null,
      verified: null,
      platformShown: false,
    });
    expectNoOwnFigures(b);
    // The benchmark's figures are the index's, and stay.
    expect(b.performance.benchmark.volatility).not.toBeNull();
  });

  it('shows a verified basket with the verified figures and their date only', async () => {
    const hash = await hashOf('verified');
    const b = await details(hash);
    const { rows } = await file.t.db.query<{ figures: unknown }>(
      'SELECT parrva_figures AS figures FROM baskets WHERE basket_hash = $1',
      [hash],
    );
    expect(b.verification).toEqual({
      status: 'verified',
      verifiedAsOf: '2026-09-30',
      verified: rows[0]!.figures,
      platformShown: false,
    });
    expectNoOwnFigures(b);
  });

  it('turns on 3 May 2028 in India, by the market clock', () => {
    expect(platformFiguresAllowed(new Date('2028-05-02T18:29:00Z'))).toBe(true);
    expect(platformFiguresAllowed(new Date('2028-05-02T18:30:00Z'))).toBe(false);
    const shown = {
      cagr: 12,
      cagrPeriod: '3yr',
      benchmark: { name: 'Nifty 50', cagr: 10 },
    } as unknown as BasketDetails;
    const record = { parrva_status: 'enrolled', parrva_verified_as_of: null, parrva_figures: null } as BasketRecord;
    const before = applyParrva(shown, record, new Date('2028-05-02T12:00:00+05:30'));
    expect([before.cagr, before.verification.platformShown]).toEqual([12, true]);
  });
});
