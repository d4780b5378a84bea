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
    default: ({ user, initiallyOpen }: { user: UserInfo; initiallyOpen?: boolean }) => (
      <div data-testid="account-menu" data-open={String(initiallyOpen)}>
        {user.name}
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

  it("a signed-in reader sees their name while the menu's code comes, and a tap then opens it when it is here", async () => {
    render({ id: 7, name: 'Ira', email: 'ira@example.com', isSubscriber: false } as UserInfo);
    const name = document.querySelector<HTMLButtonElement>(`button[aria-label="${M.accountMenu('Ira')}"]`);
    expect(name?.getAttribute('aria-expanded')).toBe('false');
    expect(name?.textContent).toContain('Ira');
    act(() => name!.click());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(menu.loads).toBe(1);
    expect(document.querySelector('[data-testid="account-menu"]')).toBeNull();
    await act(async () => {
      menu.arrive();
      await menu.arrived;
      await new Promise((r) => setTimeout(r, 0));
    });
    const loaded = document.querySelector('[data-testid="account-menu"]');
    expect(loaded?.getAttribute('data-open')).toBe('true');
    expect(document.querySelector(`button[aria-label="${M.accountMenu('Ira')}"]`)).toBeNull();
  });
});
