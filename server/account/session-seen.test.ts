import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';

import { apiCaller } from '../auth/testing/auth-test-client';

/** Sessions record the browser at sign-in and when they were last used, written at most every 5 minutes. */
const file = testServerPerFile({}, undefined, { timeout: 60_000 });
const starfolio = brands.find((b) => b.id === 'starfolio')!;

const UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('sessions: user agent and last seen', () => {
  it('keeps the user agent of the sign-in and labels the device by it', async () => {
    const api = apiCaller(file.t, starfolio);
    await api.get('health/');
    const res = await file.t.request(starfolio, `/${starfolio.segment}/api/auth/login/`, {
      method: 'POST',
      json: { email: 'investor@example.com', password: 'Investor@123' },
      headers: { 'X-CSRFToken': file.t.cookies.get('csrftoken')!, 'User-Agent': UA },
    });
    expect(res.status).toBe(200);
    const devices = (await api.get('account/devices/')).body.devices as { label: string; current: boolean }[];
    expect(devices.find((d) => d.current)?.label).toBe('Chrome on Android');
  });

  it('writes last_seen_at when it is older than 5 minutes, not on every call', async () => {
    const api = apiCaller(file.t, starfolio);
    const stale = "UPDATE sessions SET last_seen_at = now() - interval '6 minutes' RETURNING last_seen_at";
    const before = new Date((await file.t.db.query<{ last_seen_at: Date }>(stale)).rows[0]!.last_seen_at).getTime();
    await api.get('account/profile/');
    const seen = async () =>
      new Date(
        (await file.t.db.query<{ s: Date }>('SELECT max(last_seen_at) AS s FROM sessions WHERE revoked_at IS NULL'))
          .rows[0]!.s,
      ).getTime();
    const after = await seen();
    expect(after).toBeGreaterThan(before + 5 * 60_000);
    await file.t.db.query("UPDATE sessions SET last_seen_at = now() - interval '1 minute'");
    const recent = await seen();
    await api.get('account/profile/');
    expect(await seen()).toBe(recent);
  });
});
