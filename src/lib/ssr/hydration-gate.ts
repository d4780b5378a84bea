import type { RouterHistory } from '@tanstack/react-router';

/** The parts of React's fibers this module reads (react-dom 19). */
interface Fiber {
  tag: number;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedState: { dehydrated?: unknown; isDehydrated?: boolean } | null;
  stateNode: { current?: Fiber } | null;
}

const SUSPENSE_COMPONENT = 13;
const HOST_ROOT = 3;

/**
 * Whether React still holds server HTML it has not hydrated under `container` (the node given to
 * hydrateRoot): the root itself, or a Suspense boundary. React commits the shell first and hydrates
 * every Suspense boundary of the server's HTML afterwards, in passes of its own (a route's content
 * is one: the router wraps each route in Suspense). `undefined` when `container` holds no React root
 * this module can read.
 */
export function stillHydrating(container: object): boolean | undefined {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  const created = key ? ((container as Record<string, Fiber | undefined>)[key] ?? null) : null;
  const root = created?.tag === HOST_ROOT ? created.stateNode?.current : undefined;
  if (!root) return undefined;
  if (root.memoizedState?.isDehydrated !== false) return true;
  const stack: Fiber[] = [root];
  for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
    if (fiber.tag === SUSPENSE_COMPONENT && fiber.memoizedState?.dehydrated) return true;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return false;
}

export interface HydrationGateOptions {
  /** How often to look, in ms. */
  everyMs?: number;
  /** After this long the gate opens whatever React has left, in ms. */
  limitMs?: number;
}

/**
 * Holds the router's navigations (links, back and forward, the app's own) until React has hydrated
 * everything the server rendered, then lets the held one through. A navigation while a route's
 * content is still the server's HTML changes the router's store under it, and React hydrates the old
 * route with the new route's state: TanStack Router throws ("reading 'routeId'") and React throws the
 * server's HTML away (TanStack/router#8306; decision 0285). The wait is the rest of hydration,
 * usually a few frames; the gate opens after `limitMs` in any case, and at once when React's root
 * cannot be read (a React that keeps its fibers elsewhere).
 */
export function holdNavigationsWhileHydrating(
  history: Pick<RouterHistory, 'block'>,
  container: object,
  { everyMs = 25, limitMs = 5_000 }: HydrationGateOptions = {},
): Promise<void> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const unblock = history.block({ blockerFn: () => opened.then(() => false), enableBeforeUnload: false });
  const started = Date.now();
  const look = () => {
    if (stillHydrating(container) === true && Date.now() - started < limitMs) {
      setTimeout(look, everyMs);
      return;
    }
    unblock();
    open();
  };
  setTimeout(look, 0);
  return opened;
}
