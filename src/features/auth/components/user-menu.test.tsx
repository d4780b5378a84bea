// @vitest-environment jsdom
import { act } from 'react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import { isLoggedInAtom, userInfoAtom, type UserInfo } from '#src/lib/session/session-atoms';
import { MENU_MESSAGES as M } from '../menu-messages';

vi.mock('#src/lib/navigation', () => ({ useBrand: () => ({ id: 'starfolio', features: {} }) }));
vi.mock('#src/lib/ssr/use-hydrated', () => ({ useHydrated: () => true }));

/** The signed-in menu's module: held until the test lets it arrive, and counted (a chunk fetched). */
const menu = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { loads: 0, arrived, arrive };
});
vi.mock('./account-menu', async () => {
  menu.loads++;
  await menu.arrived;
  return {
    default: ({ id, user, close }: { id: string; user: UserInfo; close: (focusTrigger?: boolean) => void }) => (
      <div id={id} data-testid="account-menu">
        {user.name}
        <button type="button" onClick={() => close(true)}>
          Close
        </button>
      </div>
    ),
  };
});

const { UserMenu } = await import('./user-menu');

function render(user: UserInfo | null) {
  const store = createStore();
  store.set(isLoggedInAtom, user !== null);
  store.set(userInfoAtom, user);
  return mount(
    <Provider store={store}>
      <UserMenu />
    </Provider>,
  );
}

describe("the header's account control (decision 0295)", () => {
  it("a visitor gets 'Log in' and never the signed-in menu's code", () => {
    render(null);
    expect(document.body.textContent).toContain(M.logIn);
    expect(menu.loads).toBe(0);
  });

  it("a signed-in reader's name is one button from the start: a tap while the menu's code comes opens it when it is here", async () => {
    render({ id: 7, name: 'Ira', email: 'ira@example.com', isSubscriber: false } as UserInfo);
    const name = document.querySelector<HTMLButtonElement>(`button[aria-label="${M.accountMenu('Ira')}"]`);
    expect(name?.getAttribute('aria-expanded')).toBe('false');
    expect(name?.textContent).toContain('Ira');
    act(() => name!.click());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(menu.loads).toBe(1);
    expect(name!.getAttribute('aria-expanded')).toBe('true');
    // The panel's place says the menu is coming, under the id the button names.
    const coming = document.getElementById(name!.getAttribute('aria-controls')!);
    expect(coming?.textContent).toContain(M.menuLoading);
    expect(document.querySelector('[data-testid="account-menu"]')).toBeNull();
    await act(async () => {
      menu.arrive();
      await menu.arrived;
      await new Promise((r) => setTimeout(r, 0));
    });
    const panel = document.querySelector('[data-testid="account-menu"]');
    expect(panel?.id).toBe(name!.getAttribute('aria-controls'));
    // The same element all along: a press begun on it is never released on another.
    expect(document.querySelector(`button[aria-label="${M.accountMenu('Ira')}"]`)).toBe(name);
    act(() => panel!.querySelector('button')!.click());
    expect(name!.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(name);
    expect(document.querySelector('[data-testid="account-menu"]')).toBeNull();
  });
});
