// @vitest-environment jsdom
import { act } from 'react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSnackbar, snackbarAtom } from './snackbar-atom';
import { Snackbar } from './snackbar';
import { mount } from './test-root';

afterEach(() => vi.useRealTimers());

function setup() {
  const store = createStore();
  const view = mount(
    <Provider store={store}>
      <Snackbar />
    </Provider>,
  );
  return { store, ...view };
}

describe('Snackbar', () => {
  it('announces errors in the alert region and other messages in the status region', () => {
    const { store, container, unmount } = setup();
    act(() => showSnackbar(store, 'Session Timed Out!', 'error'));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Session Timed Out!');
    expect(container.querySelector('[role="status"]')?.hasAttribute('hidden')).toBe(true);
    act(() => showSnackbar(store, 'You have logged out.', 'success'));
    expect(container.querySelector('[role="status"]')?.textContent).toContain('You have logged out.');
    expect(container.querySelector('[role="status"]')?.hasAttribute('hidden')).toBe(false);
    expect(container.querySelector('[role="alert"]')?.hasAttribute('hidden')).toBe(true);
    unmount();
  });

  it('hides itself after 6000 ms', () => {
    vi.useFakeTimers();
    const { store, container, unmount } = setup();
    act(() => showSnackbar(store, 'Saved', 'info'));
    act(() => vi.advanceTimersByTime(5999));
    expect(container.textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(store.get(snackbarAtom).open).toBe(false);
    expect(container.textContent).not.toContain('Saved');
    unmount();
  });

  it('a new message restarts the timer', () => {
    vi.useFakeTimers();
    const { store, container, unmount } = setup();
    act(() => showSnackbar(store, 'First', 'info'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => showSnackbar(store, 'Second', 'info'));
    act(() => vi.advanceTimersByTime(4000));
    expect(container.textContent).toContain('Second');
    act(() => vi.advanceTimersByTime(2000));
    expect(container.textContent).not.toContain('Second');
    unmount();
  });

  it('is out of the accessibility tree while there is no message', () => {
    const { container, unmount } = setup();
    expect([...container.querySelectorAll('[role]')].every((el) => el.hasAttribute('hidden'))).toBe(true);
    unmount();
  });

  it('has a dismiss button', () => {
    const { store, container, unmount } = setup();
    act(() => showSnackbar(store, 'Bye', 'info'));
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss message"]')!;
    act(() => button.click());
    expect(store.get(snackbarAtom).open).toBe(false);
    unmount();
  });
});
