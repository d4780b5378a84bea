import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { videoDialogAtom } from '../atoms';
import { BLOG_MESSAGES as M } from '../messages';
import type { PostSummary } from '#contract/blog/types';

/** Loaded on the first play: the dialog stays out of the page's first load. */
const VideoDialog = lazy(() => import('./video-dialog'));

/**
 * Shows the video dialog while videoDialogAtom is open, gives focus back to the story image that
 * opened it when it closes, and closes it when the screen goes away.
 */
export function VideoDialogHost({ posts }: { posts: readonly PostSummary[] }) {
  const [video, setVideo] = useAtom(videoDialogAtom);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (video.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else if (opener.current) {
      const el = opener.current;
      opener.current = null;
      // After the dialog's own focus handling on close, which has no trigger to return to.
      setTimeout(() => el.focus(), 0);
    }
  }, [video.open]);

  useEffect(() => () => setVideo({ open: false, url: null }), [setVideo]);

  if (!video.open || !video.url) return null;
  const title = posts.find((p) => p.postVideoLink === video.url)?.title ?? M.videoDialogTitle;
  return (
    <Suspense fallback={null}>
      <VideoDialog url={video.url} title={title} onClose={() => setVideo({ open: false, url: null })} />
    </Suspense>
  );
}
