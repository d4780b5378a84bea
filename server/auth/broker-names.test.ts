import { readFileSync } from 'node:fs';
import { testServerPerFile } from '../test-server-per-file';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';

import { apiCaller } from './testing/auth-test-client';

/** A broker client code is the account's sign-in name: never shown to anyone else. */
const file = testServerPerFile({}, undefined, { timeout: 60_000 });
const arrowline = brands.find((b) => b.id === 'arrowline')!;
const path = '/arrowline/brokers/arrowline-securities/login/';

async function brokerSignIn(clientCode: string, password = 'Broker@12345', brand = arrowline, at = path) {
  const page = await (await file.t.request(brand, at)).text();
  const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page)![1]!;
  const res = await file.t.request(brand, at, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfmiddlewaretoken: token, next: '/', clientCode, password }).toString(),
  });
  expect(res.status).toBe(303);
}

describe('broker account names', () => {
  it('are not made from the client code, which comments never show', async () => {
    await brokerSignIn('AUDITSEC1');
    const api = apiCaller(file.t, arrowline);
    const me = await api.get('auth/userinfo/');
    // The user sees their own code (private, their account menu), under a name without it.
    expect(me.body.user).toMatchObject({ brokerName: 'Arrowline Securities', brokerClientCode: 'AUDITSEC1' });
    expect(me.body.user!.name).toMatch(/^Arrowline Securities investor \d{4}$/);

    expect((await api.post('post/comment/add/51/', { commentText: 'From a broker client' })).status).toBe(200);
    file.t.cookies.delete('jwt');
    const list = await file.t.request(arrowline, '/arrowline/api/post/comment/list/51/?pageNumber=1&perPageCount=50');
    const text = await list.text();
    expect(text).toContain('From a broker client');
    expect(text).not.toContain('AUDITSEC1');
  });

  it('of accounts opened before are renamed by the migration', async () => {
    await file.t.db.query(
      `INSERT INTO users (name, email, broker_name, broker_client_code)
       VALUES ('Kestrel Securities client OLDCODE7', 'oldcode7@kestrel-securities.broker.invalid', 'Kestrel Securities', 'OLDCODE7'),
              ('Chosen Name', 'keep@kestrel-securities.broker.invalid', 'Kestrel Securities', 'KEEPME1')`,
    );
    const sql = readFileSync(
      resolve(import.meta.dirname, '../db/migrations/0008_broker_names_without_client_codes.sql'),
      'utf8',
    );
    await file.t.db.exec(sql);
    const { rows } = await file.t.db.query<{ name: string; broker_client_code: string }>(
      "SELECT name, broker_client_code FROM users WHERE broker_client_code IN ('OLDCODE7', 'KEEPME1') ORDER BY id",
    );
    expect(rows[0]!.name).toMatch(/^Kestrel Securities investor \d{4}$/);
    expect(rows[1]!.name).toBe('Chosen Name');
  });

  it('of the seeded broker clients (README, "Dev seed users") carry no code either', async () => {
    const harborbank = brands.find((b) => b.id === 'harborbank')!;
    for (const [brand, at] of [
      [arrowline, path],
      [harborbank, '/harborbank/brokers/harbor-securities/login/'],
    ] as const) {
      for (const [code, password, subscriber] of [
        ['INVESTOR1', 'Investor@123', false],
        ['SUBSCRIBER1', 'Subscriber@123', true],
      ] as const) {
        file.t.cookies.clear();
        await brokerSignIn(code, password, brand, at);
        const me = (await apiCaller(file.t, brand).get('auth/userinfo/')).body.user!;
        expect(me).toMatchObject({ brokerClientCode: code, isSubscriber: subscriber });
        expect(me.name).not.toContain(code);
      }
    }
  });
});
