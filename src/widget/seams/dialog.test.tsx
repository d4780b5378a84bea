// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../components/ui/test-root';
import { WidgetContext, type WidgetContextValue } from '../widget-context';
import { Dialog } from './dialog';
import type { DialogProps } from '../../components/ui/dialog';

function open(props: Omit<DialogProps, 'open' | 'onOpenChange'>) {
  const layer = document.createElement('div');
  document.body.append(layer);
  const onOpenChange = vi.fn();
  const view = mount(
    <WidgetContext.Provider value={{ layer } as unknown as WidgetContextValue}>
      <button type="button">Like</button>
      <Dialog open onOpenChange={onOpenChange} {...props} />
    </WidgetContext.Provider>,
  );
  const dialog = layer.querySelector('dialog')!;
  return { dialog, onOpenChange, view, layer };
}

const cancel = (dialog: HTMLDialogElement) =>
  act(() => {
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  });

describe('the widget dialog (components/ui/dialog.tsx on native <dialog>)', () => {
  it('opens modal in the widget layer, named by its title, starting on the first field', () => {
    const { dialog, onOpenChange, view } = open({
      title: 'Log in to Starfolio',
      closeLabel: 'Close',
      children: <input aria-label="Email" />,
    });
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Log in to Starfolio');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Email');
    act(() => dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    view.unmount();
  });

  it('closes on Escape, and is described by its description', () => {
    const { dialog, onOpenChange, view } = open({ title: 'Video', description: 'A short film.' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('A short film.');
    cancel(dialog);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    view.unmount();
  });

  it('a blocking dialog has no close button and ignores Escape', () => {
    const { dialog, onOpenChange, view } = open({ title: 'Subscriber exclusive screener', dismissible: false });
    expect(dialog.querySelector('button[aria-label="Close"]')).toBeNull();
    cancel(dialog);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    view.unmount();
  });
});
