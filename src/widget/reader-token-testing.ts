/** A compact JWT as a partner's server signs it (the signature is the server's business, not the widget's). */
export const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const NOW = Date.UTC(2026, 10, 20, 5, 30);
export const token = (claims: Record<string, unknown> = {}) =>
  [
    b64url({ alg: 'HS256', typ: 'JWT' }),
    b64url({ iss: 'daily-ledger', aud: 'starfolio', sub: 'subscriber@example.com', exp: NOW / 1000 + 300, ...claims }),
    'c2lnbmF0dXJl',
  ].join('.');
