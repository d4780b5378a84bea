// @vitest-environment jsdom
import { act, useEffect, useLayoutEffect, useRef } from 'react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { openDialogsAtom } from './open-dialogs-atom';
import { mount } from './test-root';

/** An Escape key press as a browser dispatches it: it bubbles, and a handler may prevent its default. */
const escapeKey = () => new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });

const escape = () =>
  act(() => {
    document.activeElement?.dispatchEvent(escapeKey());
  });

/** A field that takes focus in a layout effect, before the dialog's own focus handling. */
function FocusedField() {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return <input ref={ref} aria-label="Email" />;
}

/** Presses Escape from inside the dialog as it first appears: in its first effects, before Radix has listened. */
function EscapeAtOnce() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.dispatchEvent(escapeKey());
  }, []);
  return <span ref={ref} />;
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, starting on the first field, with a labelled close button', () => {
    const onOpenChange = vi.fn();
    const { unmount } = mount(
      <Dialog open onOpenChange={onOpenChange} title="Log in" closeLabel="Close">
        <input aria-label="Email" />
      </Dialog>,
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Log in');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Email');
    const close = dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
    act(() => close.click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();
  });

  it('closes on Escape', () => {
    const onOpenChange = vi.fn();
    const { unmount } = mount(<Dialog open onOpenChange={onOpenChange} title="Log in" description="Welcome back." />);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Welcome back.');
    escape();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Radix took it: the content, which hears it too, does not close it a second time.
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('closes on an Escape pressed as it first appears, before its Radix layer listens for the key', () => {
    const onOpenChange = vi.fn();
    const { unmount } = mount(
      <Dialog open onOpenChange={onOpenChange} title="Log in">
        <EscapeAtOnce />
      </Dialog>,
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('a blocking dialog has no close button and ignores Escape', () => {
    const onOpenChange = vi.fn();
    const { unmount } = mount(
      <Dialog open onOpenChange={onOpenChange} title="Subscriber exclusive screener" dismissible={false}>
        <button type="button">Go to Featured Baskets</button>
      </Dialog>,
    );
    expect(document.querySelector('button[aria-label="Close"]')).toBeNull();
    escape();
    act(() => {
      document.querySelector('[role="dialog"] button')?.dispatchEvent(escapeKey());
    });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    unmount();
  });

  it.each([
    ['gives focus back to the control that opened it, though it has no Radix trigger', <input aria-label="Email" />],
    [
      'remembers its opener even when its content takes focus first (a field focused in a layout effect)',
      <FocusedField />,
    ],
  ])('%s', async (_, content) => {
    const opener = document.createElement('button');
    opener.textContent = 'Log in';
    document.body.append(opener);
    opener.focus();
    const view = (open: boolean) => (
      <Dialog open={open} onOpenChange={() => undefined} title="Log in" closeLabel="Close">
        {content}
      </Dialog>
    );
    const { rerender, unmount } = mount(view(true));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Email');
    rerender(view(false));
    // Radix hands focus back a task after the content unmounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(opener);
    unmount();
    opener.remove();
  });

  it('when its opener is gone (replaced while it was open), focus goes to the main region, not the top of the page', async () => {
    const main = document.createElement('main');
    main.tabIndex = -1;
    const opener = document.createElement('button');
    main.append(opener);
    document.body.append(main);
    opener.focus();
    const view = (open: boolean) => <Dialog open={open} onOpenChange={() => undefined} title="Log in" />;
    const { rerender, unmount } = mount(view(true));
    opener.remove();
    rerender(view(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(main);
    unmount();
    main.remove();
  });

  it('a dialog opened from another (log in → sign up) gives focus back to what opened the first', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = (which: 'login' | 'signup' | null) => (
      <>
        <Dialog open={which === 'login'} onOpenChange={() => undefined} title="Log in">
          <input aria-label="Email" />
        </Dialog>
        <Dialog open={which === 'signup'} onOpenChange={() => undefined} title="Create an account">
          <input aria-label="Name" />
        </Dialog>
      </>
    );
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const { rerender, unmount } = mount(view('login'));
    rerender(view('signup'));
    await settle();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Name');
    rerender(view(null));
    await settle();
    expect(document.activeElement).toBe(opener);
    unmount();
    opener.remove();
  });

  it('counts itself in openDialogsAtom while open: opened, closed, unmounted', () => {
    const store = createStore();
    const view = (first: boolean, second: boolean | null) => (
      <Provider store={store}>
        <Dialog open={first} onOpenChange={() => undefined} title="Rebalance" />
        {second === null ? null : <Dialog open={second} onOpenChange={() => undefined} title="Notices" />}
      </Provider>
    );
    const { rerender, unmount } = mount(view(false, null));
    expect(store.get(openDialogsAtom)).toBe(0);
    rerender(view(true, null));
    expect(store.get(openDialogsAtom)).toBe(1);
    rerender(view(true, true));
    expect(store.get(openDialogsAtom)).toBe(2);
    rerender(view(true, false));
    expect(store.get(openDialogsAtom)).toBe(1);
    rerender(view(true, null));
    expect(store.get(openDialogsAtom)).toBe(1);
    unmount();
    expect(store.get(openDialogsAtom)).toBe(0);
  });
});
