// @vitest-environment jsdom
import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { RouterHistory } from '@tanstack/react-router';

type NavigationBlocker = Parameters<RouterHistory['block']>[0];
import { holdNavigationsWhileHydrating, stillHydrating } from './hydration-gate';

function Page({ Inner }: { Inner: ComponentType }) {
  return (
    <div>
      <p>shell</p>
      <Suspense fallback={null}>
        <Inner />
      </Suspense>
    </div>
  );
}
const Inner = () => <span>route content</span>;

/** The server's HTML of Page, hydrated with an Inner whose code arrives when `arrive` is called. */
async function hydrating() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Inner={Inner} />);
  document.body.append(container);
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Inner })));
  const LateInner = lazy(() => code);
  const errors: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Page Inner={LateInner} />, { onRecoverableError: (e) => errors.push(e) });
  });
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  const finish = () => act(async () => arrive());
  return { container, finish, errors };
}

const cleanups: Array<() => void> = [];
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
});

function fakeHistory() {
  const blockers: NavigationBlocker[] = [];
  const unblocked = vi.fn();
  return {
    blockers,
    unblocked,
    block: (blocker: NavigationBlocker) => {
      blockers.push(blocker);
      return unblocked;
    },
  };
}
const navigation = { currentLocation: {}, nextLocation: {}, action: 'PUSH' } as unknown as Parameters<
  NavigationBlocker['blockerFn']
>[0];

it('sees a Suspense boundary of the server’s HTML that React has not hydrated yet, and none once it has', async () => {
  const { container, finish, errors } = await hydrating();
  expect(container.querySelector('span')?.textContent).toBe('route content');
  expect(stillHydrating(container)).toBe(true);
  await finish();
  expect(stillHydrating(container)).toBe(false);
  expect(errors).toEqual([]);
});

it('holds a navigation until the boundary has hydrated, then lets it through and stops blocking', async () => {
  const { container, finish } = await hydrating();
  const history = fakeHistory();
  const opened = holdNavigationsWhileHydrating(history, container, { everyMs: 5 });
  expect(history.blockers).toHaveLength(1);
  expect(history.blockers[0]!.enableBeforeUnload).toBe(false);
  let answer: unknown = 'pending';
  void Promise.resolve(history.blockers[0]!.blockerFn(navigation)).then((a) => (answer = a));
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(answer).toBe('pending');
  expect(history.unblocked).not.toHaveBeenCalled();
  await finish();
  await opened;
  // false: the navigation is not blocked.
  await vi.waitFor(() => expect(answer).toBe(false));
  expect(history.unblocked).toHaveBeenCalledOnce();
});

it('opens after its limit whatever React has left, and at once where there is no React root', async () => {
  const { container } = await hydrating();
  const history = fakeHistory();
  const started = Date.now();
  await holdNavigationsWhileHydrating(history, container, { everyMs: 5, limitMs: 60 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  expect(history.unblocked).toHaveBeenCalledOnce();
  expect(stillHydrating(container)).toBe(true);

  const plain = document.createElement('div');
  expect(stillHydrating(plain)).toBeUndefined();
  const other = fakeHistory();
  await holdNavigationsWhileHydrating(other, plain, { limitMs: 60_000 });
  expect(other.unblocked).toHaveBeenCalledOnce();
});
