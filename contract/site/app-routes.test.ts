import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { APP_ROUTES, isAppPage, isPrivateRoute, matchAppPath, type AppPath } from './app-routes';
import { STAFF_APP_ROUTES } from './staff-app-routes';
import { isPrivatePath, VISITOR_ROUTES } from './visitor-routes';
import { isStaffPath } from './staff-areas';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const harborbank = brands.find((b) => b.id === 'harborbank')!;

describe('matchAppPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/blog', '/blog/'],
    ['/blog/', '/blog/'],
    ['/BLOG/', '/blog/'],
    ['/blog/article/73/what-is-a-sip/', '/blog/article/$postId/$slug/'],
    ['/blog/article/73/what-is-a-sip', '/blog/article/$postId/$slug/'],
    ['/posts/73/what-is-a-sip/', '/posts/$postId/$slug/'],
    ['/featured/all/', '/featured/all/'],
    ['/discover/managers/', '/discover/managers/'],
    ['/discover/managers/meera-iyer/', '/discover/managers/$slug/'],
    ['/discover/expertbaskets/', '/discover/expertbaskets/'],
    ['/account/watchlist/', '/account/watchlist/'],
    ['/saved/', '/saved/'],
    ['/account/settings/', '/account/settings/'],
    ['/web-widget/', '/web-widget/'],
    ['/subscribe/7/', '/subscribe/$planId/'],
    ['/payment/status/', '/payment/status/'],
    ['/caf%C3%A9/', null],
    ['/no/such/page/', null],
    ['/blog/article/73/', null],
    ['/blog/article/73/slug/extra/', null],
    ['/discover/expertbaskets/all/', null],
    ['/featured/', null],
    ['/%E0%A4%A/', null],
  ])('%s → %s', (pathname, route) => {
    expect(matchAppPath(pathname)).toBe(route);
  });
});

describe('isAppPage', () => {
  it('is false for a route whose feature the brand turns off', () => {
    expect(harborbank.features['/web-widget/']).toBe(false);
    expect(isAppPage('/web-widget/', harborbank)).toBe(false);
    expect(starfolio.features['/web-widget/']).toBe(true);
    expect(isAppPage('/web-widget/', starfolio)).toBe(true);
  });

  it('is true for routes without a feature, false for unknown paths', () => {
    expect(isAppPage('/discover/managers/', harborbank)).toBe(true);
    expect(isAppPage('/nope/', starfolio)).toBe(false);
  });
});

describe('the staff areas (decision 0294)', () => {
  it('hold private pages only: no public page waits for the staff subtree or hides from it', () => {
    const underStaff = Object.entries(APP_ROUTES).filter(([path]) => isStaffPath(path));
    expect(underStaff.length).toBeGreaterThan(30);
    expect(underStaff.filter(([, info]) => !('private' in info && info.private)).map(([path]) => path)).toEqual([]);
  });
});

describe('the two lists the app loads apart (decision 0305)', () => {
  it("split every path by area: the visitor's list holds no staff path, the staff list nothing else", () => {
    expect(Object.keys(VISITOR_ROUTES).filter(isStaffPath)).toEqual([]);
    expect(Object.keys(STAFF_APP_ROUTES).filter((path) => !isStaffPath(path))).toEqual([]);
    expect(Object.keys(APP_ROUTES).sort()).toEqual(
      [...Object.keys(VISITOR_ROUTES), ...Object.keys(STAFF_APP_ROUTES)].sort(),
    );
  });

  it('read the private flag as the full list does, for every path', () => {
    const paths = Object.keys(APP_ROUTES) as AppPath[];
    expect(paths.map((path) => [path, isPrivatePath(path)])).toEqual(paths.map((path) => [path, isPrivateRoute(path)]));
    expect(isPrivatePath('/blog/')).toBe(false);
    expect(isPrivatePath('/admin/users/')).toBe(true);
  });
});
