import { Dialog } from '#src/components/ui/dialog';
import { EMBED_FRAME_ATTRIBUTES } from '#src/lib/html/embed-frame';
import { BLOG_MESSAGES as M } from '../messages';
import { autoplayUrl } from '../video-link';
import * as styles from './video-dialog.css';

export interface VideoDialogProps {
  /** The post's video link; played with autoplay=1. */
  url: string;
  /** The story's title, naming the dialog and its frame. */
  title: string;
  onClose: () => void;
}

/** Spec §2, §4: open while mounted; the close button (and Escape, and the overlay) close it. */
export default function VideoDialog({ url, title, onClose }: VideoDialogProps) {
  const src = autoplayUrl(url);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="lg" closeLabel={M.close}>
      {src ? (
        <iframe
          className={styles.frame}
          src={src}
          title={M.videoFrameTitle(title)}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          sandbox={EMBED_FRAME_ATTRIBUTES.sandbox}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
    </Dialog>
  );
}
