import type { AnalyticsSink } from './analytics-sink';

/** Where the router is: enough of a location to name the page. */
interface Place {
  pathname: string;
  /** Path, query and #fragment as the browser shows them. */
  publicHref: string;
}

/** What the tracker needs of TanStack Router (its own shape, so the real router fits as it is). */
export interface TrackedRouter {
  readonly state: {
    status: 'pending' | 'idle';
    resolvedLocation?: Place;
    matches: ReadonlyArray<{ meta?: ReadonlyArray<{ title?: string } | undefined> }>;
  };
  subscribe(type: 'onResolved', fn: (event: { toLocation: Place }) => void): () => void;
}

export interface TrackOptions {
  /** The page's origin, to make the full address. */
  origin: string;
  /** Sent with the first page view only (document.referrer). */
  referrer?: string;
  /** Asked before every page view: the stored choice may have gone (a logout clears storage) or changed in another tab. */
  isAllowed: () => boolean;
  /** Called once when isAllowed said no; the tracker has stopped by then. */
  onRefused?: () => void;
  /** The title when no route head gives one. */
  fallbackTitle?: () => string;
}

/**
 * The title the routes' heads give the page: the deepest match's, as TanStack Router's <HeadContent>
 * picks it for document.title. Read from the matches, so it is the new page's even before React has
 * put it into the document.
 */
export function headTitle(matches: TrackedRouter['state']['matches']): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = matches[i]!.meta ?? [];
    for (let j = meta.length - 1; j >= 0; j--) {
      const title = meta[j]?.title;
      if (title) return title;
    }
  }
  return undefined;
}

/**
 * One page view per page the reader reaches: the page already on screen when tracking starts (if the
 * router has resolved it), then each navigation the router resolves to another path. A change of the
 * query alone (a sort, a filter, the listing noting how far it has loaded) updates the page rather
 * than opening another; a reload of the same route's data is not a navigation. Returns `stop`.
 */
export function trackPageViews(router: TrackedRouter, sink: AnalyticsSink, options: TrackOptions): () => void {
  let lastPath: string | undefined;
  let referrer = options.referrer || undefined;
  let stopped = false;
  const view = (place: Place) => {
    if (stopped || place.pathname === lastPath) return;
    if (!options.isAllowed()) {
      stop();
      options.onRefused?.();
      return;
    }
    lastPath = place.pathname;
    const location = new URL(place.publicHref, options.origin);
    location.hash = '';
    const title = headTitle(router.state.matches) ?? options.fallbackTitle?.() ?? '';
    sink.pageView({ location: location.href, title, ...(referrer ? { referrer } : {}) });
    referrer = undefined;
  };
  const unsubscribe = router.subscribe('onResolved', (event) => view(event.toLocation));
  const stop = () => {
    stopped = true;
    unsubscribe();
  };
  const { status, resolvedLocation } = router.state;
  if (status === 'idle' && resolvedLocation) view(resolvedLocation);
  return stop;
}
