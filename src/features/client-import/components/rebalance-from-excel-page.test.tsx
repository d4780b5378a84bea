// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { SHEET_MESSAGES, type RebalanceSheetSummary } from '#contract/rebalance-sheets/types';
import { buttonNamed, until } from '#src/components/ui/test-api';
import { ApiError } from '#src/lib/http/api-error';
import { chooseFile, mountImport } from './import-test-mount';
import { RebalanceFromExcelPage } from './rebalance-from-excel-page';

const summary = (over: Partial<RebalanceSheetSummary> = {}): RebalanceSheetSummary => ({
  sheet: 'abcd2345efgh6789',
  fileName: 'november-targets.xlsx',
  status: 'previewed',
  createdAt: '2026-11-20T05:30:00Z',
  expired: false,
  appliedAt: null,
  rows: 12,
  targets: 3,
  refused: 1,
  applied: null,
  ...over,
});

let view: Awaited<ReturnType<typeof mountImport>> | undefined;
afterEach(() => view?.unmount());

const fileInput = () => view!.container.querySelector<HTMLInputElement>('input[type="file"]')!;
const upload = () => act(() => buttonNamed('Upload')!.click());
const alertText = () => view!.container.querySelector('form [role="alert"]')?.textContent;

describe('RebalanceFromExcelPage', () => {
  it('checks the file before sending it: none, a wrong kind, too large', async () => {
    view = await mountImport(<RebalanceFromExcelPage />, { get: () => ({ sheets: [] }) });
    upload();
    expect(alertText()).toBe(SHEET_MESSAGES.fileMissing);
    chooseFile(fileInput(), new File(['%PDF-'], 'targets.pdf'));
    upload();
    expect(alertText()).toBe(SHEET_MESSAGES.notAWorkbook);
    chooseFile(fileInput(), new File([new Uint8Array(1024 * 1024 + 1)], 'targets.xlsx'));
    upload();
    expect(alertText()).toBe('The file is larger than 1 MB');
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(view.post).not.toHaveBeenCalled();
  });

  it('sends the file and opens its preview; a refusal is shown under the field in the server’s words', async () => {
    let refuse = true;
    view = await mountImport(<RebalanceFromExcelPage />, {
      get: () => ({ sheets: [] }),
      post: () => {
        if (refuse) throw new ApiError(SHEET_MESSAGES.wrongHeaders, 400);
        return { ...summary({ sheet: 'newsheet23456789' }), targetsPage: [], refusals: [] };
      },
    });
    chooseFile(fileInput(), new File(['client,basket'], 'targets.csv'));
    upload();
    await until(() => alertText() === SHEET_MESSAGES.wrongHeaders);
    expect(alertText()).toBe('The first row must name the columns client, basket, symbol, weight');
    refuse = false;
    upload();
    await until(() => view!.router.state.location.pathname !== '/import-client/');
    expect(view.router.state.location.pathname).toBe('/import-client/rebalance/newsheet23456789/');
    const [path, form] = view.post.mock.calls.at(-1)!;
    expect(path).toBe(API.ria.rebalanceSheets);
    expect((form as FormData).get('file')).toBeInstanceOf(File);
  });

  it('lists the recent sheets with their state, says when there are none, and offers a retry', async () => {
    let answer: () => unknown = () => ({
      sheets: [
        summary(),
        summary({
          sheet: 'applied234567890',
          fileName: 'october.xlsx',
          status: 'applied',
          appliedAt: '2026-11-19T06:00:00Z',
          applied: { created: 2, unchanged: 1, closed: 0 },
        }),
        summary({ sheet: 'expired234567890', fileName: 'old.csv', expired: true }),
      ],
    });
    view = await mountImport(<RebalanceFromExcelPage />, { get: () => answer() });
    await until(() => view!.text().includes('october.xlsx'));
    const items = [...view.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toContain('Preview: 3 targets ready, 1 row refused');
    expect(items[1]).toContain('2 rebalances created, 1 already waiting, 0 skipped (investment closed)');
    expect(items[2]).toContain('Expired: more than 24 hours old');
    const link = view.container.querySelector('a[href="/import-client/rebalance/abcd2345efgh6789/"]');
    expect(link?.textContent).toBe('november-targets.xlsx');
    view.unmount();

    answer = () => {
      throw new ApiError('Server trouble', 500);
    };
    view = await mountImport(<RebalanceFromExcelPage />, { get: () => answer() });
    await until(() => view!.text().includes('Your sheets could not be loaded.'));
    answer = () => ({ sheets: [] });
    act(() => buttonNamed('Try again')!.click());
    await until(() => view!.text().includes('No sheets yet: upload one above.'));
  });
});
