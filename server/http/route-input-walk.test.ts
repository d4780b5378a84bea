import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { INPUT_MESSAGES } from '#contract/forms/validation-messages';
import {
  PREFIX,
  apiRoutes,
  call,
  callers,
  type Caller,
  fill,
  keysOf,
  pathParams,
  READ_DIRECTLY,
  reaching,
  starfolio,
  t,
  startRouteWalkServer,
} from './testing/route-walk';

/**
 * The audit's fuzz (2026-12-01, §8) as a test: every API route, called as a role its guards let through,
 * refuses a NUL in each of its parameters with a 4xx,
 * never a 5xx (docs/validation.md, "On the server").
 */

startRouteWalkServer();

describe('a NUL in any parameter', () => {
  it('is refused with HTTP 400 on every GET route, as the role that reaches it', async () => {
    const routes = apiRoutes('GET');
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of routes) {
      const caller = await reaching(route);
      const query = new Set([
        ...route.inputs.filter((i) => i.target === 'query').flatMap((i) => keysOf(i.schema)),
        ...(READ_DIRECTLY[route.path] ?? []),
      ]);
      const attempts = [
        ...[...query].map((name) => fill(route.path, {}) + `?${name}=%00`),
        ...pathParams(route.path).map((name) => fill(route.path, { [name]: '%00' })),
      ];
      for (const path of attempts) {
        const a = await call(caller, 'GET', path);
        if (a.status !== 400 || a.message !== INPUT_MESSAGES.nul)
          wrong.push(`${caller.name} GET ${path} → ${a.status} ${a.message}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('in a JSON body, a form or an address no route answers is refused before any route reads it', async () => {
    const [visitor, investor] = callers as [Caller, Caller];
    // A route that validates its JSON answers in its own words where its schema refuses the value
    // (a comment's 'Please enter valid comment', an id's range), and with the NUL message where the
    // schema would have let it through.
    const cases: [Caller, string, string, string][] = [
      [investor, API.payments.cancel, '{"subscription":"1\\u0000"}', 'Ids are whole numbers from 1 to 2147483647.'],
      [investor, API.account.profile, '{"name":"Asha\\u0000"}', INPUT_MESSAGES.nul],
      [visitor, API.auth.login, '{"email":"a@b.co","password":"x\\u0000"}', INPUT_MESSAGES.nul],
      [visitor, API.auth.login, '{"\\u0000":1}', 'Please correct the highlighted fields.'],
      [visitor, API.auth.login, '{"email":"a@b.co","password":"x","\\u0000":1}', INPUT_MESSAGES.nul],
    ];
    for (const [caller, path, body, message] of cases) {
      expect(await call(caller, 'POST', path, body), body).toEqual({ status: 400, message });
    }
    // An escaped backslash before 'u0000' is text, not a NUL: the route's own rules answer it.
    const text = await call(visitor, 'POST', API.auth.login, '{"email":"a@b.co","password":"x\\\\u0000"}');
    expect(text.message).not.toBe(INPUT_MESSAGES.nul);
    const form = new FormData();
    form.set('description', 'a\0b');
    const res = await t.request(starfolio, PREFIX + API.complaints.create, {
      method: 'POST',
      body: form,
      headers: { KEY: investor.key!, cookie: `csrftoken=${investor.csrf}`, 'X-CSRFToken': investor.csrf },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(INPUT_MESSAGES.nul);
    // An address no route answers is refused the same way, and so is the broker sign-in page's form.
    expect(await call(visitor, 'GET', 'no-such-route/%00/')).toEqual({ status: 400, message: INPUT_MESSAGES.nul });
    const broker = starfolio.brokers[0]!;
    const signIn = await t.request(starfolio, `/${starfolio.segment}${broker.loginPath}`, {
      method: 'POST',
      body: new URLSearchParams({ clientCode: 'AB\0CD', password: 'x' }),
    });
    expect(signIn.status).toBe(400);
    expect(await signIn.text()).toBe(INPUT_MESSAGES.nul);
  });
});

describe('a GET naming a content type', () => {
  it('is answered as any GET: it has no body to read, never a 500', async () => {
    const res = await t.request(starfolio, `${PREFIX}health/`, { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
  });
});
