// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { RebalanceSheetBody } from '#contract/rebalance-sheets/types';
import { buttonNamed, until } from '#src/components/ui/test-api';
import { ApiError } from '#src/lib/http/api-error';
import { mountImport } from './import-test-mount';
import { RebalanceSheetPage } from './rebalance-sheet-page';

const SHEET = 'abcd2345efgh6789';
const preview = (over: Partial<RebalanceSheetBody> = {}): RebalanceSheetBody => ({
  sheet: SHEET,
  fileName: 'november-targets.xlsx',
  status: 'previewed',
  createdAt: '2026-11-20T05:30:00Z',
  applyBy: '2026-11-21T05:30:00Z',
  expired: false,
  appliedAt: null,
  rows: 4,
  targets: 1,
  refused: 2,
  applied: null,
  targetsPage: [
    {
      investment: 'inv-asha',
      investmentStatus: 'active',
      client: { name: 'Asha Rao', email: 'asha@example.com' },
      basket: { hash: 'core-ten', name: 'Core Ten' },
      broker: 'Kestrel Securities',
      rows: [2, 3],
      stocks: [
        { symbol: 'INFY', name: 'Infosys', currentWeight: 38.5, targetWeight: 60, change: 'reweighted' },
        { symbol: 'ITC', name: 'ITC', currentWeight: null, targetWeight: 40, change: 'added' },
        {
          symbol: 'TCS',
          name: 'Tata Consultancy Services',
          currentWeight: 61.5,
          targetWeight: null,
          change: 'removed',
        },
      ],
    },
  ],
  page: 1,
  pages: 1,
  refusals: [
    { row: 4, field: 'symbol', reason: 'This is not an NSE symbol we know' },
    { row: 5, field: 'row', reason: 'Not applied: row 4 of the same client and basket was refused' },
  ],
  refusalsPage: 1,
  refusalsPages: 1,
  ...over,
});

let view: Awaited<ReturnType<typeof mountImport>> | undefined;
afterEach(() => view?.unmount());
const at = `/import-client/rebalance/${SHEET}/`;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe('RebalanceSheetPage', () => {
  it('shows each target’s stocks now and after with what changes, and the refused rows', async () => {
    view = await mountImport(<RebalanceSheetPage sheet={SHEET} />, { get: () => preview() }, at);
    await until(() => view!.text().includes('Asha Rao'));
    expect(view.container.querySelector('h1')!.textContent).toBe('Rebalance sheet november-targets.xlsx');
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe(
      'Preview: 1 target ready, 2 rows refused',
    );
    expect(view.container.querySelector('h3')!.textContent).toBe('Asha Rao: Core Ten');
    expect(view.text()).toContain('asha@example.com · Kestrel Securities · rows 2, 3');
    const rows = [...view.container.querySelectorAll('tr[data-symbol]')].map((r) =>
      [...r.children].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['INFY', '38.5%', '60%', 'Reweighted'],
      ['ITC', '-', '40%', 'Added'],
      ['TCS', '61.5%', '-', 'Removed'],
    ]);
    expect([...view.container.querySelectorAll('tr[data-row]')].map((r) => r.textContent)).toEqual([
      '4symbolThis is not an NSE symbol we know',
      '5rowNot applied: row 4 of the same client and basket was refused',
    ]);
    expect(view.get).toHaveBeenCalledWith(
      API.ria.rebalanceSheet(SHEET),
      expect.objectContaining({ query: { page: 1, refusals_page: 1 } }),
    );
  });

  it('pages the targets and the refused rows apart', async () => {
    view = await mountImport(
      <RebalanceSheetPage sheet={SHEET} />,
      { get: (_path, query) => preview({ pages: 3, refusalsPages: 2, ...(query as object) }) },
      at,
    );
    await until(() => view!.text().includes('Page 1 of 3'));
    const next = (label: string) =>
      buttonNamed('Next page', view!.container.querySelector(`nav[aria-label="${label}"]`)!)!;
    act(() => next('Targets pages').click());
    await until(() => view!.text().includes('Page 2 of 3'));
    act(() => next('Refused rows pages').click());
    await until(() => view!.get.mock.calls.length >= 3);
    expect(view.get.mock.calls.map((c) => (c[1] as { query: unknown }).query)).toEqual([
      { page: 1, refusals_page: 1 },
      { page: 2, refusals_page: 1 },
      { page: 2, refusals_page: 2 },
    ]);
  });

  it('applies after a confirmation, once, then says what happened', async () => {
    let current = preview();
    view = await mountImport(
      <RebalanceSheetPage sheet={SHEET} />,
      {
        get: () => current,
        post: () => {
          current = preview({
            status: 'applied',
            appliedAt: '2026-11-20T06:00:00Z',
            applied: { created: 1, unchanged: 0, closed: 0 },
          });
          return current;
        },
      },
      at,
    );
    await until(() => Boolean(buttonNamed('Apply')));
    act(() => buttonNamed('Apply')!.click());
    expect(dialog()!.textContent).toContain('Apply this sheet?');
    expect(dialog()!.textContent).toContain('1 investment gets a pending rebalance to your weights');
    expect(view.post).not.toHaveBeenCalled();
    act(() => buttonNamed('Apply', dialog()!)!.click());
    await until(() => view!.text().includes('Applied: 1 rebalance created. The investors are told.'));
    expect(view.post).toHaveBeenCalledTimes(1);
    expect(view.post).toHaveBeenCalledWith(API.ria.rebalanceApply, { sheet: SHEET });
    await until(() => !buttonNamed('Apply'));
    expect(dialog()).toBeNull();
    expect(view.container.querySelector('[role="status"]')!.textContent).toMatch(
      /^Applied .*: 1 rebalance created, 0 already waiting, 0 skipped \(investment closed\)$/,
    );
  });

  it('offers no Apply for an expired preview or one with no good target, and says why', async () => {
    view = await mountImport(<RebalanceSheetPage sheet={SHEET} />, { get: () => preview({ expired: true }) }, at);
    await until(() => view!.text().includes('Asha Rao'));
    expect(view.container.querySelector('[role="status"]')!.textContent).toContain('Expired');
    expect(buttonNamed('Apply')).toBeUndefined();
    view.unmount();
    view = await mountImport(
      <RebalanceSheetPage sheet={SHEET} />,
      { get: () => preview({ targets: 0, targetsPage: [] }) },
      at,
    );
    await until(() => view!.text().includes('No target can be applied'));
    expect(buttonNamed('Apply')).toBeUndefined();
  });

  it('says when the sheet is not the adviser’s, and offers a retry when it could not be read', async () => {
    view = await mountImport(
      <RebalanceSheetPage sheet={SHEET} />,
      {
        get: () => {
          throw new ApiError('No such rebalance sheet', 404);
        },
      },
      at,
    );
    await until(() => view!.text().includes('No such sheet'));
    expect(buttonNamed('Try again')).toBeUndefined();
    view.unmount();
    let fail = true;
    view = await mountImport(
      <RebalanceSheetPage sheet={SHEET} />,
      {
        get: () => {
          if (fail) throw new ApiError('Server trouble', 500);
          return preview();
        },
      },
      at,
    );
    await until(() => view!.text().includes('The preview could not be loaded'));
    fail = false;
    act(() => buttonNamed('Try again')!.click());
    await until(() => view!.text().includes('Asha Rao'));
  });
});
