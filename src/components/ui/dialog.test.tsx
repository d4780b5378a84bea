// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { mount } from './test-root';

const escape = () =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });

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
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    unmount();
  });
});
