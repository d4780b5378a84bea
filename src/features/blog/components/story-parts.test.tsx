// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useParams,
} from '@tanstack/react-router';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { isLoggedInAtom, userInfoAtom } from '#src/lib/session/session-atoms';
import { subscriptionDialogAtom } from '#src/lib/session/subscription-atoms';
import { SITE_MODE_ATTRIBUTE } from '#contract/site/site-mode';
import { resetSiteModeForTests } from '../site-mode';
import type { PostSummary } from '#contract/blog/types';
import { StoryLink } from './story-parts';

const story = (postId: number, slug: string, isPremiumPost: boolean): PostSummary => ({
  postId,
  slug,
  title: slug,
  shortText: '',
  imageUrl: null,
  imageSrcSet: null,
  imageSources: [],
  imageWidth: null,
  imageHeight: null,
  embeddedLink: null,
  embedVideoUrl: null,
  postVideoLink: null,
  tag: null,
  pubDate: null,
  realAuthorName: 'A',
  realAuthorUrl: null,
  isPremiumPost,
});

const premium = story(66, 'momentum-leaders', true);
const free = story(12, 'what-is-a-sip', false);

function Opened() {
  const { postId } = useParams({ strict: false });
  return <p data-testid="opened">{postId}</p>;
}

function makeRouter() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <StoryLink post={premium}>Premium</StoryLink>
        <StoryLink post={free}>Free</StoryLink>
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const article = createRoute({
    getParentRoute: () => rootRoute,
    path: '/blog/article/$postId/$slug/',
    component: Opened,
  });
  const posts = createRoute({ getParentRoute: () => rootRoute, path: '/posts/$postId/$slug/', component: Opened });
  return createRouter({
    routeTree: rootRoute.addChildren([home, article, posts]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    // As the app's router (src/app/router.tsx).
    trailingSlash: 'preserve',
  });
}

let root: Root;
let container: HTMLElement;
let store: ReturnType<typeof createStore>;
let router: ReturnType<typeof makeRouter>;

async function render(mode: 'standard' | 'analysis', subscriber = false) {
  const bootRoot = document.createElement('div');
  bootRoot.id = 'root';
  if (mode === 'analysis') bootRoot.setAttribute(SITE_MODE_ATTRIBUTE, 'analysis');
  document.body.append(bootRoot);
  store = createStore();
  if (subscriber) {
    store.set(isLoggedInAtom, true);
    store.set(userInfoAtom, {
      id: 2,
      name: 'S',
      email: 's@example.com',
      mobile: null,
      isSubscriber: true,
      brokerName: null,
      brokerClientCode: null,
      roles: [],
    });
  }
  router = makeRouter();
  const api = { get: vi.fn(), post: vi.fn(), url: (p: string) => p } as unknown as ApiClient;
  await act(async () => {
    root.render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={new QueryClient()}>
          <ApiProvider client={api}>
            <RouterProvider router={router} />
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>,
    );
    await router.load();
  });
}

const link = (name: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === name)!;
const click = async (name: string) => {
  await act(async () => {
    link(name).click();
    await new Promise((r) => setTimeout(r, 20));
  });
};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  resetSiteModeForTests();
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.replaceChildren();
});

describe('story links', () => {
  it('go to /blog/article/{postId}/{slug}/ on the standard build, premium or not', async () => {
    await render('standard');
    expect(link('Premium').getAttribute('href')).toBe('/blog/article/66/momentum-leaders/');
    expect(link('Free').getAttribute('href')).toBe('/blog/article/12/what-is-a-sip/');
    await click('Premium');
    expect(router.state.location.pathname).toBe('/blog/article/66/momentum-leaders/');
    expect(store.get(subscriptionDialogAtom).open).toBe(false);
  });

  it('go to /posts/{postId}/{slug}/ on the analysis site', async () => {
    await render('analysis');
    expect(link('Premium').getAttribute('href')).toBe('/posts/66/momentum-leaders/');
    await click('Free');
    expect(router.state.location.pathname).toBe('/posts/12/what-is-a-sip/');
    expect(container.querySelector('[data-testid="opened"]')?.textContent).toBe('12');
  });

  it('open the subscriber-exclusive prompt instead for a premium story on the analysis site', async () => {
    await render('analysis');
    await click('Premium');
    expect(store.get(subscriptionDialogAtom).open).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('let a subscriber straight through on the analysis site', async () => {
    await render('analysis', true);
    await click('Premium');
    expect(store.get(subscriptionDialogAtom).open).toBe(false);
    expect(router.state.location.pathname).toBe('/posts/66/momentum-leaders/');
  });
});
