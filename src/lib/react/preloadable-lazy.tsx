import { lazy, type ComponentType } from 'react';
import { loadOnce } from '../load-once';

export interface PreloadableLazy<P extends object> {
  /** Renders the component: at once once it has loaded, else through React.lazy (suspending). */
  Component: ComponentType<P>;
  /** Starts loading the code (once; again after a failure) and resolves when it is there. */
  preload: () => Promise<void>;
}

/**
 * React.lazy whose code can be loaded ahead of the render. A lazy component suspends on its first
 * render even when its chunk is already in the browser, so server HTML made with it stays dehydrated
 * after React commits the page, and a tap on it meanwhile is lost (React cannot hydrate it on the
 * spot). Preloaded before hydrating, the component renders at once and hydrates with the page.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const fetchOnce = loadOnce(() => load().then((component) => (loaded = component)));
  const Lazy = lazy(() => fetchOnce().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const Ready = loaded;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloaded, preload: () => fetchOnce().then(() => undefined) };
}
