// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { InvestmentSummary } from '#contract/investments/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { mountInApp } from '#src/components/ui/test-app';
import { setFieldValue } from '#src/components/ui/test-api';
import { dialogMessages } from '../dialog-messages';
import { buttonNamed, investment, until } from '../test-fixtures';
import { StoplossDialog } from './stoploss-dialog';

const m = dialogMessages.target;

async function setup(inv: InvestmentSummary) {
  const post = vi.fn(() => Promise.resolve(inv));
  const api = { get: vi.fn(() => Promise.resolve({})), post, url: (p: string) => p } as unknown as ApiClient;
  const onOpenChange = vi.fn();
  const view = await mountInApp(
    <StoplossDialog investment={inv} open onOpenChange={onOpenChange} />,
    api,
    '/account/investments/inv-1/',
  );
  await until(() => document.querySelector('[role="dialog"]') !== null);
  const dialog = document.querySelector('[role="dialog"]')!;
  const field = dialog.querySelector<HTMLInputElement>('#target-percent')!;
  return { ...view, post, onOpenChange, dialog, field };
}

describe('the target field in the stop-loss dialog', () => {
  it('says the value it tells at, refuses a percent outside (0, 1000] and saves a good one', async () => {
    const { post, onOpenChange, dialog, field, unmount } = await setup(investment({ invested: 100000 }));
    expect(dialog.textContent).toContain(dialogMessages.stoploss.title);
    expect(dialog.querySelector('label[for="target-percent"]')!.textContent).toBe(m.percent);
    expect(document.getElementById('target-hint')!.textContent).toBe(m.value('₹1,25,000'));
    // No target yet: nothing to remove.
    expect(buttonNamed(m.remove, dialog)).toBeUndefined();
    for (const bad of ['0', '1000.5', 'a lot']) {
      setFieldValue(field, bad);
      await act(async () => buttonNamed(m.save, dialog)!.click());
      expect(document.getElementById('target-hint')!.getAttribute('role')).toBe('alert');
      expect(document.getElementById('target-hint')!.textContent).toBe(m.badPercent);
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(post).not.toHaveBeenCalled();
    setFieldValue(field, '1000');
    await act(async () => buttonNamed(m.save, dialog)!.click());
    await until(() => onOpenChange.mock.calls.length > 0);
    expect(post.mock.calls).toEqual([[API.investment.targetAdd, { investment: 'inv-1', percent: 1000 }]]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();
  });

  it('shows the target set, and removes it on its own (the stop-loss is left alone)', async () => {
    const inv = investment({
      stoploss: { percent: 15, trigger_value: 85000, breached: false },
      target: { percent: 40, target_value: 140000, reached: false },
    });
    const { post, dialog, field, unmount } = await setup(inv);
    expect(field.value).toBe('40');
    await act(async () => buttonNamed(m.remove, dialog)!.click());
    await until(() => post.mock.calls.length > 0);
    expect(post.mock.calls).toEqual([[API.investment.targetAdd, { investment: 'inv-1', percent: null }]]);
    unmount();
  });
});
