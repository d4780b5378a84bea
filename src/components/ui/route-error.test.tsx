// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ApiError } from '../../lib/http/api-error';
import { RouteError, type RouteErrorOptions } from './route-error';
import { mount } from './test-root';

const options: RouteErrorOptions = {
  title: 'Blog',
  retryLabel: 'Try again',
  handlers: {
    offline: 'You are offline.',
    notFound: () => <p data-testid="own-screen">Not here.</p>,
    unknown: (error) => `Failed: ${error instanceof Error ? error.message : 'unknown'}`,
  },
};

async function show(error: unknown) {
  const reset = vi.fn();
  const rootRoute = createRootRoute({ component: () => <RouteError error={error} reset={reset} {...options} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const invalidate = vi.spyOn(router, 'invalidate');
  const wrap = (node: ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;
  const view = mount(wrap(<RouterProvider router={router} />));
  await act(() => router.load());
  return { ...view, reset, invalidate };
}

describe('RouteError', () => {
  it('says what its handler for the kind says, under the page title, with one retry', async () => {
    const { container, reset, invalidate, unmount } = await show(new ApiError('no network', 0));
    expect(container.querySelector('h1')?.textContent).toBe('Blog');
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('You are offline.');
    act(() => alert.querySelector('button')!.click());
    expect(reset).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledOnce();
    unmount();
  });

  it('lets a handler show a screen of its own', async () => {
    const { container, unmount } = await show(new ApiError('missing', 404));
    expect(container.querySelector('[data-testid="own-screen"]')?.textContent).toBe('Not here.');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    unmount();
  });

  it('gives a kind without a handler the unknown answer', async () => {
    const { container, unmount } = await show(new ApiError('busy', 503));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Failed: busy');
    unmount();
  });

  it("runs the status rule a preload's error held back, once, when the page is shown", async () => {
    const error = new ApiError('For subscribers', 200, 4, true);
    const rule = vi.fn();
    error.deferRule(rule);
    const { unmount } = await show(error);
    expect(rule).toHaveBeenCalledOnce();
    unmount();
    await show(error).then((v) => v.unmount());
    expect(rule).toHaveBeenCalledOnce();
  });
});
