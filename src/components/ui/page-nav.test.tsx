// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageNav } from './page-nav';
import { buttonNamed } from './test-api';
import { mount } from './test-root';

let unmount = () => {};
afterEach(() => unmount());
const nav = () => document.querySelector('nav');
const button = (name: string) => buttonNamed(name, nav()!)!;

describe('PageNav', () => {
  it('says where the reader is among counted pages, announced, and moves either way', () => {
    const onPage = vi.fn();
    ({ unmount } = mount(<PageNav label="Pages of clients" page={2} pages={3} onPage={onPage} />));
    expect(nav()!.getAttribute('aria-label')).toBe('Pages of clients');
    expect(nav()!.querySelector('[aria-live="polite"]')!.textContent).toBe('Page 2 of 3');
    act(() => button('Previous page').click());
    act(() => button('Next page').click());
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('on the last counted page, offers no next page; one page is no nav at all', () => {
    ({ unmount } = mount(<PageNav label="Pages" page={3} pages={3} onPage={() => undefined} />));
    expect(button('Next page').disabled).toBe(true);
    unmount();
    ({ unmount } = mount(<PageNav label="Pages" page={1} pages={1} onPage={() => undefined} />));
    expect(nav()).toBeNull();
  });

  it('for a list that does not count its pages: the page alone, next while one follows', () => {
    ({ unmount } = mount(<PageNav label="Pages of complaints" page={1} hasNext onPage={() => undefined} />));
    expect(nav()!.textContent).toContain('Page 1');
    expect(nav()!.textContent).not.toContain(' of ');
    expect([button('Previous page').disabled, button('Next page').disabled]).toEqual([true, false]);
    unmount();
    ({ unmount } = mount(<PageNav label="Pages" page={4} hasNext={false} onPage={() => undefined} />));
    expect([button('Previous page').disabled, button('Next page').disabled]).toEqual([false, true]);
    unmount();
    ({ unmount } = mount(<PageNav label="Pages" page={1} hasNext={false} onPage={() => undefined} />));
    expect(nav()).toBeNull();
  });
});
