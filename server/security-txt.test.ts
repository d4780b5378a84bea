import { describe, expect, it } from 'vitest';
import { testServerPerFile } from './test-server-per-file';
import { brands } from '../brands/registry';
import { SECURITY_TXT_PATH } from '../brands/security-txt';
import { checkSecurityTxt } from '../tests/support/security-txt';
import { TEST_CLIENT_ADDRESS } from './test-support';

/** Each brand's /.well-known/security.txt, as its hosts serve it (RFC 9116, decision 0241). */
const file = testServerPerFile({}, undefined, { timeout: 120_000 });

/** A GET on `host`, as a researcher's tool sends it: no cookie, the Host header only. */
const get = (host: string, path = SECURITY_TXT_PATH) =>
  file.t.app.request(path, { headers: { host } }, { incoming: { socket: { remoteAddress: TEST_CLIENT_ADDRESS } } });

describe('GET /.well-known/security.txt', () => {
  it("answers on every host of each brand with that brand's contact, policy and a future Expires, as text/plain", async () => {
    for (const brand of brands) {
      for (const host of [`${brand.hosts[0]}:3000`, brand.hosts[1]!]) {
        const res = await get(host);
        expect(res.status, host).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        const fields = checkSecurityTxt(await res.text(), new Date());
        expect(fields.get('Contact'), host).toEqual(brand.security.contact);
        expect(fields.get('Policy')).toEqual([brand.security.policy]);
        expect(fields.get('Canonical')).toEqual([`https://${brand.hosts[1]}${SECURITY_TXT_PATH}`]);
        // No other brand's address.
        for (const other of brands.filter((b) => b.id !== brand.id)) {
          for (const contact of other.security.contact) expect(fields.get('Contact')).not.toContain(contact);
        }
      }
    }
  });

  it('is a file, not a page: a HEAD answers, other names under /.well-known/ are 404', async () => {
    const starfolio = brands.find((b) => b.id === 'starfolio')!;
    const head = await file.t.app.request(
      SECURITY_TXT_PATH,
      { method: 'HEAD', headers: { host: starfolio.hosts[1]! } },
      { incoming: { socket: { remoteAddress: TEST_CLIENT_ADDRESS } } },
    );
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('public, max-age=3600');
    for (const path of ['/.well-known/security.txt.bak', '/.well-known/change-password', '/security.txt']) {
      expect((await get(starfolio.hosts[1]!, path)).status, path).toBe(404);
    }
  });
});
