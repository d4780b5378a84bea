// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import { isLoggedInAtom, userInfoAtom, type UserInfo } from '#src/lib/session/session-atoms';
import { OPS_PAGE_NAMES, dealerReportName } from '../ops-page-names';
import {
  AccountGate,
  AdminGate,
  ClientViewGate,
  DealerGate,
  DealerReportGate,
  ImportGate,
  RebalanceSheetGate,
} from './ops-gates';

vi.mock('#src/lib/navigation', () => ({
  useBrand: () => ({ loginType: 'all', pages: { notFound: { title: 'Page not found — Brand' } } }),
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
}));

let unmount = () => {};
afterEach(() => unmount());

function render(node: ReactNode, user: UserInfo | null = null) {
  const store = createStore();
  store.set(isLoggedInAtom, user !== null);
  store.set(userInfoAtom, user);
  unmount = mount(<Provider store={store}>{node}</Provider>).unmount;
}
const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;

describe('the operations gates, signed out', () => {
  const screen = <p>the screen</p>;
  it.each([
    [
      'a new complaint',
      <AccountGate page="complaintNew">{screen}</AccountGate>,
      OPS_PAGE_NAMES.complaintNew,
      'Sign in to see your complaints',
    ],
    [
      'one complaint',
      <AccountGate page="complaint">{screen}</AccountGate>,
      OPS_PAGE_NAMES.complaint,
      'Sign in to see your complaints',
    ],
    [
      'a dealer report',
      <DealerReportGate report="payment-status">{screen}</DealerReportGate>,
      dealerReportName('payment-status'),
      'Sign in as a dealer',
    ],
    [
      'an import',
      <ImportGate page="importJob">{screen}</ImportGate>,
      OPS_PAGE_NAMES.importJob,
      'Sign in to import clients',
    ],
    [
      'rebalance from a spreadsheet',
      <RebalanceSheetGate page="importRebalance">{screen}</RebalanceSheetGate>,
      OPS_PAGE_NAMES.importRebalance,
      'Sign in to rebalance from a spreadsheet',
    ],
    [
      'a rebalance sheet',
      <RebalanceSheetGate page="importRebalanceSheet">{screen}</RebalanceSheetGate>,
      OPS_PAGE_NAMES.importRebalanceSheet,
      'Sign in to rebalance from a spreadsheet',
    ],
    [
      'log in as a client',
      <ClientViewGate page="loginAsClient">{screen}</ClientViewGate>,
      OPS_PAGE_NAMES.loginAsClient,
      'Sign in to open a client’s view',
    ],
    [
      'users and roles',
      <AdminGate page="adminUsers">{screen}</AdminGate>,
      OPS_PAGE_NAMES.adminUsers,
      'Sign in to the admin area',
    ],
  ])('%s: the heading is the screen’s name, as its title says, over the sign-in notice', (_, gate, name, notice) => {
    render(gate);
    expect(text('h1')).toBe(name);
    expect(text('section h2')).toBe(notice);
    expect(document.body.textContent).not.toContain('the screen');
  });

  it('rebalance from a spreadsheet never asks the visitor to sign in to import clients', () => {
    render(
      <RebalanceSheetGate page="importRebalance" notFound={null}>
        <p>the screen</p>
      </RebalanceSheetGate>,
    );
    expect(document.body.textContent).not.toMatch(/import clients/i);
    expect(text('section p')).toMatch(/target weights/);
  });

  it('a signed-in user without the role gets the not-found page; one with it, the screen', () => {
    const investor = { id: 1, name: 'Ira', email: 'ira@example.com', isSubscriber: false } as UserInfo;
    render(
      <AdminGate page="admin" notFound={<p>not found</p>}>
        <p>the screen</p>
      </AdminGate>,
      investor,
    );
    expect(document.body.textContent).toBe('not found');
    unmount();
    render(
      <AdminGate page="admin" notFound={<p>not found</p>}>
        <p>the screen</p>
      </AdminGate>,
      { ...investor, roles: ['admin'] } as UserInfo,
    );
    expect(document.body.textContent).toBe('the screen');
  });

  it('without a word from the route, a user without the role gets the app’s not-found page', () => {
    const investor = { id: 1, name: 'Ira', email: 'ira@example.com', isSubscriber: false } as UserInfo;
    render(
      <DealerGate page="dealer">
        <p>the screen</p>
      </DealerGate>,
      investor,
    );
    expect(text('h1')).toBe('Page not found');
    expect(document.title).toBe('Page not found — Brand');
    expect(document.body.textContent).not.toContain('the screen');
  });
});
