// @vitest-environment jsdom
import { act } from 'react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_MESSAGES as M } from '#contract/auth/session-messages';
import { screenerBodyAtom, screenerDialogAtom } from './screener-atom';
import { lockedBasketOf } from './locked-basket';
import { ScreenerDialog } from './screener-dialog';
import { mount } from './test-root';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./screener-dialog-content', async (original) => {
  loads.count += 1;
  return original();
});

const dialog = () => document.querySelector('[role="dialog"]');
/** Lets React render what has arrived: a lazily imported module, once it is in. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
/** Waits for the lazily imported dialog (transformed on first import here, so it can take a while). */
async function opened() {
  const deadline = Date.now() + 20_000;
  while (!dialog() && Date.now() < deadline) await settle();
  return dialog();
}

describe('ScreenerDialog', () => {
  it('loads nothing and renders nothing until the status rules open it, then opens and closes as the atom says', async () => {
    const store = createStore();
    const onGoToFeatured = vi.fn();
    const { unmount } = mount(
      <Provider store={store}>
        <ScreenerDialog onGoToFeatured={onGoToFeatured} />
      </Provider>,
    );
    await settle();
    expect(loads.count).toBe(0);
    expect(dialog()).toBeNull();

    act(() => store.set(screenerDialogAtom, true));
    expect((await opened())?.textContent).toContain(M.screenerTitle);
    expect(loads.count).toBe(1);

    act(() => dialog()!.querySelector<HTMLButtonElement>('button')!.click());
    expect(onGoToFeatured).toHaveBeenCalledOnce();
    expect(store.get(screenerDialogAtom)).toBe(false);
    expect(dialog()).toBeNull();

    act(() => store.set(screenerDialogAtom, true));
    expect(dialog()?.textContent).toContain(M.screenerAction);
    unmount();
  });

  it('names the basket’s adviser and offers their plans first when the refusal says whose it is', async () => {
    const store = createStore();
    const onGoToFeatured = vi.fn();
    const onSubscribe = vi.fn();
    const locked = {
      basket_hash: 'banking-titans',
      name: 'Banking Titans',
      adviser: { slug: 'meera-iyer', name: 'Meera Iyer' },
    };
    mount(
      <Provider store={store}>
        <ScreenerDialog onGoToFeatured={onGoToFeatured} onSubscribe={onSubscribe} />
      </Provider>,
    );
    act(() => {
      store.set(screenerBodyAtom, { locked });
      store.set(screenerDialogAtom, true);
    });
    const box = await opened();
    expect(box?.textContent).toContain(M.screenerLocked('Banking Titans', 'Meera Iyer'));
    const buttons = [...box!.querySelectorAll<HTMLButtonElement>('button')].map((b) => b.textContent);
    expect(buttons).toEqual([M.screenerSubscribe('Meera Iyer'), M.screenerAction]);
    act(() => box!.querySelector<HTMLButtonElement>('button')!.click());
    expect(onSubscribe).toHaveBeenCalledWith(locked);
    expect(onGoToFeatured).not.toHaveBeenCalled();
    expect(store.get(screenerDialogAtom)).toBe(false);
  });

  it('reads only a body of the locked shape', () => {
    expect(lockedBasketOf(null)).toBeNull();
    expect(lockedBasketOf({})).toBeNull();
    expect(lockedBasketOf({ locked: { basket_hash: 'x', name: 'X', adviser: { slug: '', name: 'A' } } })).toBeNull();
    expect(lockedBasketOf({ locked: { basket_hash: 'x', name: 'X' } })).toBeNull();
  });
});
