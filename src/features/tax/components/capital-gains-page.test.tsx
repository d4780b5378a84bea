// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../../brands/registry';
import type { TaxStatementBody } from '#contract/tax/types';
import { TAX_API } from '#contract/tax/tax-paths';
import { TAX_MESSAGES, TAX_NOTES } from '#contract/tax/messages';
import { ApiError } from '#src/lib/http/api-error';
import { mountWithApi, until } from '#src/components/ui/test-api';
import { capitalGainsMessages as m } from '../messages';
import { StatementView } from './statement-view';
import { CapitalGainsPage } from './capital-gains-page';

vi.mock('#src/lib/navigation', () => ({ useBrand: () => brands[0]! }));
vi.mock('#src/lib/session/use-session', () => ({ useSession: () => ({ isLoggedIn: true }) }));

const totals = {
  proceeds: 30_000,
  cost: 24_000,
  short_term_gains: 4_000,
  short_term_losses: 1_000,
  long_term_gains: 3_000,
  long_term_losses: 0,
  short_term_loss_against_long_term: 0,
  ltcg_exemption: 125_000,
  ltcg_exemption_used: 3_000,
  short_term_loss_carried_forward: 0,
  long_term_loss_carried_forward: 0,
  estimated_tax: 600,
};

/** A year of one sale of 15 TCS: 10 bought in 2024 (long-term) and 5 in 2025 (short-term). */
const statement = (over: Partial<TaxStatementBody> = {}): TaxStatementBody => ({
  financial_year: '2025-26',
  from: '2025-04-01',
  to: '2026-03-31',
  sales: [
    {
      trade: 't9',
      basket_name: 'Core',
      symbol: 'TCS',
      sold_on: '2025-09-10',
      quantity: 15,
      price: 2_000,
      proceeds: 30_000,
      cost: 23_000,
      short_term_gain: 4_000,
      long_term_gain: 3_000,
      unmatched_quantity: 2,
      lots: [
        {
          bought_on: '2024-06-03',
          trade: 't1',
          quantity: 10,
          buy_price: 1_700,
          cost: 17_000,
          proceeds: 20_000,
          gain: 3_000,
          term: 'long',
        },
        {
          bought_on: '2025-05-02',
          trade: 't2',
          quantity: 5,
          buy_price: 1_200,
          cost: 6_000,
          proceeds: 10_000,
          gain: 4_000,
          term: 'short',
        },
      ],
    },
  ],
  rates: [
    { term: 'short', rate_percent: 20, gains: 4_000, set_off: 1_000, exempt: 0, taxable: 3_000, tax: 600 },
    { term: 'long', rate_percent: 12.5, gains: 3_000, set_off: 0, exempt: 3_000, taxable: 0, tax: 0 },
  ],
  totals,
  trades: [],
  dividends: [],
  notes: TAX_NOTES,
  ...over,
});

const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent;

afterEach(() => vi.restoreAllMocks());

describe('a year’s capital gains statement', () => {
  it('shows the totals under the statement’s labels, the estimate said to be before surcharge and cess', () => {
    const view = mountWithApi(<StatementView statement={statement()} />, {});
    expect(text('total-short_term_gains')).toBe('₹4,000');
    expect(text('total-long_term_gains')).toBe('₹3,000');
    expect(text('total-losses-set-off')).toBe('₹1,000');
    expect(text('total-ltcg_exemption_used')).toBe('₹3,000 of ₹1,25,000 for the year (s. 112A)');
    expect(text('total-estimated_tax')).toBe('₹600');
    expect(view.container.textContent).toContain(m.totals.estimated_tax);
    expect(view.container.textContent).toContain(TAX_NOTES[0]);
    expect(text('tax-no-dividends')).toBe(m.noDividends);
    view.unmount();
  });

  it('lists a sale’s lots, each with its date, shares, gain and term, and the shares no lot covered', () => {
    const view = mountWithApi(<StatementView statement={statement()} />, {});
    const rows = [...document.querySelectorAll('[data-testid="tax-lots"] tbody tr')];
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['TCS', '10 Sep 2025', '03 Jun 2024', '10', '+₹3,000', 'Long-term'],
      ['TCS', '10 Sep 2025', '02 May 2025', '5', '+₹4,000', 'Short-term'],
    ]);
    expect(view.container.textContent).toContain(m.unmatched('TCS', '10 Sep 2025', 2));
    expect(view.container.textContent).not.toContain(m.noSalesTitle('2025-26'));
    view.unmount();
  });

  it('a year with only buys: says no shares were sold, shows no totals, still offers the downloads', () => {
    const view = mountWithApi(<StatementView statement={statement({ sales: [], rates: [] })} />, {});
    expect(text('tax-no-sales')).toContain(m.noSalesTitle('2025-26'));
    expect(text('tax-no-sales')).toContain(m.noSalesText);
    expect(document.querySelector('[data-testid="total-estimated_tax"]')).toBeNull();
    const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual([m.download.xlsx, m.download.pdf]);
    view.unmount();
  });
});

describe('the capital gains screen', () => {
  // 4 December 2026, IST: financial year 2026-27.
  const now = () => Date.parse('2026-12-04T06:00:00Z');

  it('asks for this year, and offers it and the four before it', async () => {
    const view = mountWithApi(<CapitalGainsPage onYear={() => {}} now={now} />, {
      get: () => statement({ financial_year: '2026-27', sales: [] }),
    });
    await until(() => text('tax-no-sales') !== undefined);
    expect(view.get).toHaveBeenCalledWith(TAX_API.tax.statement, expect.objectContaining({ query: { fy: '2026-27' } }));
    const options = [...document.querySelectorAll('option')].map((o) => o.value);
    expect(options).toEqual(['2026-27', '2025-26', '2024-25', '2023-24', '2022-23']);
    view.unmount();
  });

  it('a failed read says so and asks again on Try again', async () => {
    let calls = 0;
    const view = mountWithApi(<CapitalGainsPage year="2025-26" onYear={() => {}} now={now} />, {
      get: () => (++calls === 1 ? Promise.reject(new ApiError('boom', 500)) : statement()),
    });
    await until(() => document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="alert"]')!.textContent).toContain(m.failed);
    expect(document.querySelector('[role="alert"]')!.textContent).toContain(m.serverError);
    [...document.querySelectorAll('button')].find((b) => b.textContent === m.retry)!.click();
    await until(() => text('total-estimated_tax') !== undefined);
    expect(calls).toBe(2);
    view.unmount();
  });

  it('when the market clock is still in the year before, shows that year instead', async () => {
    const view = mountWithApi(<CapitalGainsPage onYear={() => {}} now={now} />, {
      get: (_path, options) =>
        options?.query?.fy === '2026-27' ? Promise.reject(new ApiError(TAX_MESSAGES.yearNotBegun, 400)) : statement(),
    });
    await until(() => text('total-estimated_tax') !== undefined);
    expect([...document.querySelectorAll('option')].map((o) => o.value)[0]).toBe('2025-26');
    view.unmount();
  });
});
