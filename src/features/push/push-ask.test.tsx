// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { mount } from '#src/components/ui/test-root';
import { ApiProvider } from '#src/lib/http/api-context';
import type { ApiClient } from '#src/lib/http/api-client';
import { fakePushApi, fakePushBrowser } from '#src/lib/push/fake-push-browser';
import { pushMessages } from './messages';
import { PushAsk } from './push-ask';
import { PUSH_ASKED_KEY } from './use-push-permission-ask';

let browser = fakePushBrowser();
let api = fakePushApi();
beforeEach(() => localStorage.clear());
afterEach(() => browser.restore());

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
async function render(options?: Parameters<typeof fakePushBrowser>[0], supported = true) {
  browser = fakePushBrowser(options);
  if (supported) browser.install();
  api = fakePushApi();
  const view = mount(
    <ApiProvider client={api.client as unknown as ApiClient}>
      <PushAsk kind="payments" />
    </ApiProvider>,
  );
  await flush();
  return view;
}
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name);

describe('<PushAsk>', () => {
  it('explains first and never opens the browser prompt by itself', async () => {
    const { container, unmount } = await render();
    const section = container.querySelector('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe(section.querySelector('h2')!.id);
    expect(container.textContent).toContain(pushMessages.explain.payments);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(button(container, pushMessages.turnOn)!.type).toBe('button');
    unmount();
  });

  it('asks on the click, subscribes and says notifications are on; the ask does not come back', async () => {
    const { container, unmount } = await render({ answer: 'granted' });
    await act(async () => button(container, pushMessages.turnOn)!.click());
    await flush();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => c.path)).toEqual([API.push.key, API.push.subscribe]);
    expect(container.querySelector('[role="status"]')!.textContent).toBe(pushMessages.on);
    expect(localStorage.getItem(PUSH_ASKED_KEY)).toBe('granted');
    unmount();
  });

  it('renders nothing once denied, and remembers it', async () => {
    const { container, unmount } = await render({ answer: 'denied' });
    await act(async () => button(container, pushMessages.turnOn)!.click());
    await flush();
    expect(container.innerHTML).toBe('');
    expect(api.calls).toEqual([]);
    unmount();
    const again = await render({ permission: 'denied' });
    expect(again.container.innerHTML).toBe('');
    again.unmount();
  });

  it("'Not now' hides it for good on this brand", async () => {
    const { container, unmount } = await render();
    act(() => button(container, pushMessages.notNow)!.click());
    expect(container.innerHTML).toBe('');
    unmount();
    const again = await render();
    expect(again.container.innerHTML).toBe('');
    again.unmount();
  });

  it('renders nothing where push is unsupported', async () => {
    const { container, unmount } = await render({}, false);
    expect(container.innerHTML).toBe('');
    unmount();
  });

  it('with permission already granted, subscribes quietly and shows nothing', async () => {
    const { container, unmount } = await render({ permission: 'granted' });
    expect(container.innerHTML).toBe('');
    expect(api.calls.map((c) => c.path)).toEqual([API.push.key, API.push.subscribe]);
    unmount();
  });
});
