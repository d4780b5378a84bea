import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <b>Hello {name}</b>;
const inBoundary = (node: React.ReactNode) => renderToString(<Suspense fallback={<i>loading</i>}>{node}</Suspense>);

it('suspends until its code is there, and renders at once, with its props, once preloaded', async () => {
  const load = vi.fn(() => Promise.resolve(Greeting));
  const { Component, preload } = preloadableLazy(load);
  expect(inBoundary(<Component name="Asha" />)).toContain('loading');
  await preload();
  await preload();
  expect(inBoundary(<Component name="Asha" />)).toBe('<!--$--><b>Hello <!-- -->Asha</b><!--/$-->');
  expect(load).toHaveBeenCalledOnce();
});

it('asks again after a failed load', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
  const { Component, preload } = preloadableLazy<{ name: string }>(load);
  await expect(preload()).rejects.toThrow('offline');
  await preload();
  expect(inBoundary(<Component name="Ravi" />)).toContain('Hello <!-- -->Ravi');
  expect(load).toHaveBeenCalledTimes(2);
});
