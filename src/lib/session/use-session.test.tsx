// @vitest-environment jsdom
import { act, type FC } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './session-atoms';

/** A signed-in reader's device: the session atoms read it when their module loads (getOnInit). */
let Who: FC;
beforeEach(async () => {
  localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
  localStorage.setItem(
    STORAGE_KEYS.userInfo,
    JSON.stringify({ id: 7, name: 'Asha', email: 'a@example.com', isSubscriber: false }),
  );
  vi.resetModules();
  const { useSession } = await import('./use-session');
  Who = function Who() {
    const { isLoggedIn, user } = useSession();
    return <p>{isLoggedIn ? `Signed in as ${user!.name}` : 'Log in'}</p>;
  };
});
afterEach(() => localStorage.clear());

const app = () => (
  <Provider store={createStore()}>
    <Who />
  </Provider>
);

describe('useSession, on a page the server rendered', () => {
  it('is a visitor in a server render, whatever the device holds', () => {
    expect(renderToString(app())).toBe('<p>Log in</p>');
  });

  it('hydrates the server’s visitor HTML without a mismatch, then shows the stored session', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // What the server sent: it cannot read local storage (server/html/page-render.test.ts).
    const container = document.createElement('div');
    container.innerHTML = '<p>Log in</p>';
    document.body.append(container);
    const reports: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(), { onRecoverableError: (error) => reports.push(error) });
    });
    expect(reports).toEqual([]);
    expect(container.textContent).toBe('Signed in as Asha');
    container.remove();
  });
});
