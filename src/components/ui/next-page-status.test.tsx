// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextPageStatus, type NextPageStatusProps } from './next-page-status';
import { buttonNamed } from './test-api';
import { mount } from './test-root';

let unmount = () => {};
afterEach(() => unmount());

const page = (isPending: boolean, isError: boolean, refetch = vi.fn()) =>
  ({ isPending, isError, refetch }) as unknown as NextPageStatusProps['page'];

function show(props: Partial<NextPageStatusProps>) {
  ({ unmount } = mount(
    <NextPageStatus
      page={undefined}
      loading="Loading page 3…"
      failed="Page 3 could not load"
      retry="Retry"
      {...props}
    />,
  ));
}
const spinner = () => document.querySelector('[role="status"]')?.textContent ?? null;

describe('NextPageStatus', () => {
  it.each([
    ['no page asked for', undefined, true, null],
    ['a page loading', page(true, false), true, 'Loading page 3…'],
    ['a page loading under a first-page spinner', page(true, false), false, null],
    ['a page loaded', page(false, false), true, null],
  ])('%s: spinner %s', (_, p, showPending, shown) => {
    show({ page: p, showPending });
    expect(spinner()).toBe(shown);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('says the page failed, in a box of its class, and reads it again', () => {
    const refetch = vi.fn();
    show({ page: page(false, true, refetch), className: 'notice' });
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.className).toBe('notice');
    expect(alert.querySelector('p')?.textContent).toBe('Page 3 could not load');
    act(() => buttonNamed('Retry', alert)!.click());
    expect(refetch).toHaveBeenCalledOnce();
  });
});
