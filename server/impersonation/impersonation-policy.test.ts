import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { API } from '#contract/http/api-paths';

import { ALLOWED, DENIED, NO_SESSION, allowedInClientView } from './impersonation-policy';

/** The deny list covers every write the API mounts (docs/login-as-client.md, decision 0198). */
const file = testServerPerFile({}, undefined, { timeout: 60_000 });

const shape = (path: string) => path.replace(/:[A-Za-z]+/g, ':p');

describe('the client-view policy', () => {
  it('classifies every mounted write: denied, allowed, or a server-to-server call', () => {
    const writes = new Set(
      file.t.app.routes
        .filter((r) => !['GET', 'HEAD', 'ALL', 'OPTIONS'].includes(r.method) && r.path.startsWith('/starfolio/api/'))
        .map((r) => shape(r.path.replace('/starfolio/api/', ''))),
    );
    expect(writes.size).toBeGreaterThan(50);
    const classified = new Set([...Object.values(DENIED).flat(), ...ALLOWED, ...NO_SESSION]);
    const unclassified = [...writes].filter((p) => !classified.has(p));
    expect(unclassified, 'add each to DENIED or ALLOWED in impersonation-policy.ts').toEqual([]);
  });

  it('never both denies and allows a path', () => {
    const denied = new Set(Object.values(DENIED).flat());
    expect(ALLOWED.filter((p) => denied.has(p))).toEqual([]);
  });

  it('refuses money, credentials and agreements; allows reads, exit and logout', () => {
    for (const path of [
      API.trading.requestOrder,
      API.trading.cancelOrder,
      API.investment.rebalanceAccept,
      API.investment.startSip,
      API.payments.createTransaction,
      API.payments.renew,
      API.dealer.paymentLink,
      API.account.password,
      API.account.contactChange,
      API.account.signOutDevice,
      API.broker.connect,
      API.customer.signAgreement,
      API.customer.riskProfile,
      API.blog.addComment(12),
    ]) {
      expect(allowedInClientView('POST', path), path).toBe(false);
    }
    expect(allowedInClientView('POST', 'some/new/write/')).toBe(false);
    expect(allowedInClientView('GET', API.trading.orders)).toBe(true);
    expect(allowedInClientView('POST', API.loginAsClient.exit)).toBe(true);
    expect(allowedInClientView('POST', API.auth.logout)).toBe(true);
  });
});
