import { describe, expect, it } from 'vitest';
import { GA4_COLLECT_URL } from '#contract/analytics/types';
import { ga4PageViewUrl, type Ga4PageViewHit } from './ga4-hit';
import { nextVisit } from './ga4-identity';

const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);
const first = nextVisit(null, t0, 42);

const hit = (over: Partial<Ga4PageViewHit> = {}): Ga4PageViewHit => ({
  measurementId: 'G-STAR12345',
  visit: first,
  pageLoadId: 777,
  hitNumber: 1,
  language: 'en-IN',
  screen: '1280x720',
  location: 'http://starfolio.localhost/blog?pageNumber=2',
  title: 'Blog — Starfolio',
  ...over,
});

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('ga4PageViewUrl', () => {
  it('sends a first page view to the collection endpoint with the client, session and page', () => {
    const url = ga4PageViewUrl(hit({ referrer: 'https://www.example.com/' }));
    expect(url.startsWith(`${GA4_COLLECT_URL}?`)).toBe(true);
    expect(paramsOf(url)).toEqual({
      v: '2',
      tid: 'G-STAR12345',
      _p: '777',
      ul: 'en-in',
      sr: '1280x720',
      cid: `42.${t0 / 1000}`,
      _s: '1',
      sid: String(t0 / 1000),
      sct: '1',
      seg: '0',
      _fv: '1',
      _ss: '1',
      en: 'page_view',
      dl: 'http://starfolio.localhost/blog?pageNumber=2',
      dr: 'https://www.example.com/',
      dt: 'Blog — Starfolio',
    });
  });

  it('marks a later page view of the session as engaged, and neither first visit nor session start', () => {
    const second = nextVisit(first.identity, t0 + 60_000, 1);
    const params = paramsOf(ga4PageViewUrl(hit({ visit: second, hitNumber: 2 })));
    expect(params).toMatchObject({ _s: '2', seg: '1', sct: '1', cid: first.identity.cid });
    expect(params).not.toHaveProperty('_fv');
    expect(params).not.toHaveProperty('_ss');
    expect(params).not.toHaveProperty('dr');
  });

  it('encodes titles and addresses so they arrive as written', () => {
    const title = 'Tax & you: 80C, “ELSS” + more — Starfolio';
    const location = 'http://starfolio.localhost/blog/article/12/tax-%26-you/?a=1&b=2';
    const params = paramsOf(ga4PageViewUrl(hit({ title, location })));
    expect(params.dt).toBe(title);
    expect(params.dl).toBe(location);
    expect(params.en).toBe('page_view');
  });
});
