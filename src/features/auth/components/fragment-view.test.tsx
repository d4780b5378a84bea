// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import { FragmentView } from './fragment-view';

const HTML = `<section><h2>Log in</h2>
  <form data-api="auth/login/" method="post"><input name="email" type="email"><button type="submit">Log in</button></form>
  <button type="button" data-action="login-otp">Log in with OTP</button>
  <a href="/featured/all/" data-action="subscribe">Subscribe</a>
  <img src="x" onerror="window.hacked = true">
</section>`;

describe('FragmentView', () => {
  it('shows the sanitized fragment, hands over submits and actions, and never submits natively', () => {
    const onSubmitForm = vi.fn();
    const onAction = vi.fn((_a: string, _el: HTMLElement, e: { preventDefault: () => void }) => e.preventDefault());
    const { container, unmount } = mount(
      <FragmentView html={HTML} onSubmitForm={onSubmitForm} onAction={onAction} autoFocus />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(document.activeElement?.getAttribute('name')).toBe('email');

    const form = container.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void form.dispatchEvent(submit));
    expect(onSubmitForm).toHaveBeenCalledWith(form);
    expect(submit.defaultPrevented).toBe(true);

    act(() => container.querySelector<HTMLButtonElement>('[data-action="login-otp"]')!.click());
    expect(onAction).toHaveBeenLastCalledWith('login-otp', expect.any(HTMLElement), expect.anything());
    act(() => container.querySelector<HTMLAnchorElement>('a')!.click());
    expect(onAction).toHaveBeenLastCalledWith('subscribe', expect.any(HTMLAnchorElement), expect.anything());
    unmount();
  });

  it('keeps what was typed when its parent re-renders', () => {
    const props = { onSubmitForm: vi.fn(), onAction: vi.fn() };
    const { container, rerender, unmount } = mount(<FragmentView html={HTML} {...props} />);
    container.querySelector('input')!.value = 'asha@example.com';
    rerender(<FragmentView html={HTML} {...props} onAction={vi.fn()} />);
    expect(container.querySelector('input')!.value).toBe('asha@example.com');
    unmount();
  });
});
