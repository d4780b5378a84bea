// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { BasketImportBody } from '#contract/studio/types';
import { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
import { BasketEditor } from './basket-editor';

const read: BasketImportBody = {
  rows: [
    { row: 2, symbol: 'INFY', name: 'Infosys', weight: 60 },
    { row: 3, symbol: 'TCS', name: 'Tata Consultancy Services', weight: 40 },
  ],
  errors: [{ row: 4, reason: 'XYZ is not a listed stock' }],
  total_weight: 100,
};

afterEach(() => localStorage.clear());

describe('the import dialog', () => {
  it('sends the file, names each bad row and fills the stocks with the good ones', async () => {
    const view = mountWithApi(
      <BasketEditor
        basket={null}
        userId={7}
        drafts
        frequencies={['quarterly']}
        onSaved={() => undefined}
        StockPicker={() => null}
      />,
      {
        get: (path) => (path === API.baskets.benchmarks ? { benchmarks: [] } : { tags: [] }),
        post: ((path: string) => Promise.resolve(path === API.studio.import ? read : {})) as never,
      },
    );
    await until(() => buttonNamed('Import from file') !== undefined);
    await act(async () => buttonNamed('Import from file')!.click());
    const input = document.querySelector<HTMLInputElement>('#studio-import-file')!;
    const file = new File(['symbol,weight\nINFY,60\nTCS,40\nXYZ,0\n'], 'basket.csv', { type: 'text/csv' });
    Object.defineProperty(input, 'files', { value: [file] });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await until(() => document.body.textContent!.includes('Row 4'));
    expect(document.body.textContent).toContain('Row 4: XYZ is not a listed stock');
    expect(document.body.textContent).toContain('2 stocks read, weights total 100.00%');
    const sent = view.post.mock.calls[0]!;
    expect(sent[0]).toBe(API.studio.import);
    expect((sent[1] as FormData).get('file')).toBe(file);
    await act(async () => buttonNamed('Use these stocks')!.click());
    await until(() => document.querySelector('[name="weight-TCS"]') !== null);
    expect(document.querySelector<HTMLInputElement>('[name="weight-INFY"]')!.value).toBe('60');
    expect(document.querySelector<HTMLInputElement>('[name="weight-TCS"]')!.value).toBe('40');
    expect(document.body.textContent).toContain('Total 100.00%');
    view.unmount();
  });
});
