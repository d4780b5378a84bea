// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { StudioReturnsAfterCostsBody } from '#contract/investments/returns-types';
import { mountWithApi, until } from '#src/components/ui/test-api';
import { TypicalAfterCosts } from './typical-after-costs';

const answer: StudioReturnsAfterCostsBody = {
  baskets: [
    { basket_hash: 'h-many', basket_name: 'Many', investors: 5, unknown: 1, median_percent: 7.25, hidden: false },
    { basket_hash: 'h-few', basket_name: 'Few', investors: 2, unknown: 0, median_percent: null, hidden: true },
  ],
  min_investors: 3,
  as_of: '2026-11-20T05:30:00.000Z',
};

const shown = async (hash: string) => {
  const view = mountWithApi(
    <dl>
      <TypicalAfterCosts basketHash={hash} />
    </dl>,
    { get: () => answer },
  );
  await until(() => !(view.container.textContent ?? '').includes('Working it out'));
  return view;
};

describe('TypicalAfterCosts', () => {
  it('shows the median after costs with its investor count, and those left out', async () => {
    const { container, get, unmount } = await shown('h-many');
    expect(get).toHaveBeenCalledWith('studio/returns-after-costs/', expect.anything());
    expect(container.querySelector('dt')!.textContent).toBe('Typical investor after costs');
    expect(container.querySelector('dd')!.textContent).toBe(
      '+7.25% (median of 5 investors) · 1 more left out: their after-cost return is not known yet',
    );
    unmount();
  });

  it('hides the median under three investors, and says why', async () => {
    const { container, unmount } = await shown('h-few');
    expect(container.querySelector('dd')!.textContent).toBe(
      'Shown from 3 investors, to keep each investor’s figures private (2 so far)',
    );
    expect(container.textContent).not.toMatch(/%/);
    unmount();
  });

  it('shows nothing for a basket the answer leaves out', async () => {
    const { container, unmount } = await shown('h-draft');
    expect(container.querySelector('dt')).toBeNull();
    unmount();
  });
});
