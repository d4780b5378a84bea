import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { browserStorage } from './consent-storage';

interface PageViewsOptions {
  measurementId: string;
  brandId: string;
  /** The stored choice went away while tracking (a logout clears storage): read it again. */
  onRefused: () => void;
}

/**
 * While `enabled` (the reader has accepted), loads the page-view tracker and runs it; nothing of it is
 * fetched or run before. Stops it when the choice changes or the layout goes.
 */
export function usePageViews(enabled: boolean, { measurementId, brandId, onRefused }: PageViewsOptions) {
  const router = useRouter();
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  }, [onRefused]);

  useEffect(() => {
    const storage = browserStorage();
    if (!enabled || !storage) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./start-page-views').then(
      ({ startPageViews }) => {
        if (live)
          stop = startPageViews({ router, storage, measurementId, brandId, onRefused: () => refused.current() });
      },
      // The tracker did not load (offline before it was ever cached): no page views this time.
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [enabled, router, measurementId, brandId]);
}
