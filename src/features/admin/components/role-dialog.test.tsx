// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '#contract/admin/types';
import { buttonNamed, until } from '#src/components/ui/test-api';
import { act } from 'react';
import { RoleDialog } from './role-dialog';
import { mountAdmin } from './admin-test-mount';

const user = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  roles: [],
  rights: [],
  adviser: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

let view: Awaited<ReturnType<typeof mountAdmin>> | undefined;
afterEach(() => view?.unmount());
const click = (name: string) => act(() => buttonNamed(name)!.click());

describe('RoleDialog', () => {
  it('asks to confirm, then grants the dealer role', async () => {
    view = await mountAdmin(<RoleDialog user={user()} selfId={1} freeAdvisers={[]} onClose={() => undefined} />, () =>
      Promise.resolve({ user: user({ roles: ['dealer'] }) }),
    );
    click('Grant Dealer');
    expect(document.body.textContent).toContain('Grant Dealer to Asha Rao?');
    expect(view.post).not.toHaveBeenCalled();
    const confirm = [
      ...document.querySelectorAll('section[aria-label="Confirm the change"] button'),
    ][0] as HTMLButtonElement;
    act(() => confirm.click());
    await until(() => Boolean(buttonNamed('Take Dealer')));
    expect(view.post).toHaveBeenCalledWith('admin/users/role/', { user: 7, role: 'dealer', granted: true });
  });

  it('does not offer an admin to take their own admin role, and says why', async () => {
    view = await mountAdmin(
      <RoleDialog user={user({ id: 1, roles: ['admin'] })} selfId={1} freeAdvisers={[]} onClose={() => undefined} />,
      () => Promise.resolve({}),
    );
    expect(buttonNamed('Take Admin')!.disabled).toBe(true);
    expect(document.body.textContent).toContain('You cannot remove your own admin role');
  });

  it('links a free adviser profile when granting the adviser role, and refuses when none is free', async () => {
    view = await mountAdmin(
      <RoleDialog
        user={user()}
        selfId={1}
        freeAdvisers={[{ slug: 'new-adviser', name: 'New Adviser' }]}
        onClose={() => undefined}
      />,
      () =>
        Promise.resolve({ user: user({ roles: ['adviser'], adviser: { slug: 'new-adviser', name: 'New Adviser' } }) }),
    );
    click('Grant Adviser');
    expect(document.querySelector('select')!.value).toBe('new-adviser');
    const confirm = [
      ...document.querySelectorAll('section[aria-label="Confirm the change"] button'),
    ][0] as HTMLButtonElement;
    act(() => confirm.click());
    await until(() => view!.post.mock.calls.length > 0);
    expect(view.post).toHaveBeenCalledWith('admin/users/role/', {
      user: 7,
      role: 'adviser',
      granted: true,
      adviser: 'new-adviser',
    });
    view.unmount();
    view = await mountAdmin(<RoleDialog user={user()} selfId={1} freeAdvisers={[]} onClose={() => undefined} />, () =>
      Promise.resolve({}),
    );
    click('Grant Adviser');
    expect(document.body.textContent).toContain('Every adviser profile already belongs to a user');
    const confirm2 = [
      ...document.querySelectorAll('section[aria-label="Confirm the change"] button'),
    ][0] as HTMLButtonElement;
    expect(confirm2.disabled).toBe(true);
  });
});
