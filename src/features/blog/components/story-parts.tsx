import { Link } from '#src/lib/navigation';
import { useSetAtom, useStore } from 'jotai';
import type { ReactNode } from 'react';
import { SafeHtml } from '#src/components/ui/safe-html';
import { videoDialogAtom } from '../atoms';
import { formatDate } from '#contract/locale/format';
import { openSubscribe } from '#src/lib/session/prompts';
import { resourceSrcSet, resourceUrl } from '#src/lib/html/embedding';
import { preloadImage } from '#src/lib/html/image-preload';
import { useSession } from '#src/lib/session/use-session';
import { BLOG_MESSAGES as M } from '../messages';
import { readSiteMode } from '../site-mode';
import type { PostSummary } from '#contract/blog/types';
import { autoplayUrl, safeAuthorUrl } from '../video-link';
import * as styles from './story.css';

/**
 * A link to a story: /blog/article/{postId}/{slug}/, or /posts/{postId}/{slug}/ on the analysis site,
 * where a premium story opens the subscriber-exclusive prompt for non-subscribers instead (docs/blog.md, "Analysis
 * site").
 */
export function StoryLink({ post, children }: { post: PostSummary; children: ReactNode }) {
  const { isSubscriber } = useSession();
  const store = useStore();
  const params = { postId: String(post.postId), slug: post.slug };
  if (readSiteMode() === 'standard') {
    return (
      <Link to="/blog/article/$postId/$slug/" params={params} className={styles.titleLink}>
        {children}
      </Link>
    );
  }
  const gated = post.isPremiumPost && !isSubscriber;
  return (
    <Link
      to="/posts/$postId/$slug/"
      params={params}
      className={styles.titleLink}
      onClick={
        gated
          ? (e) => {
              e.preventDefault();
              openSubscribe(store, { from: `/posts/${params.postId}/${params.slug}/` });
            }
          : undefined
      }
    >
      {children}
    </Link>
  );
}

/** The tag chip, and 'Premium' on premium stories. */
export function StoryChips({ post, showTag = true }: { post: PostSummary; showTag?: boolean }) {
  const tag = showTag && post.tag ? post.tag : null;
  if (!tag && !post.isPremiumPost) return null;
  return (
    <div className={styles.chips}>
      {tag ? <span className={styles.chip}>{tag}</span> : null}
      {post.isPremiumPost ? <span className={styles.premium}>{M.premium}</span> : null}
    </div>
  );
}

/** Date (DD MMM YYYY, or '-') and author, linked when the author has a URL. */
export function StoryMeta({ post }: { post: PostSummary }) {
  const authorUrl = safeAuthorUrl(post.realAuthorUrl);
  const external = authorUrl?.startsWith('https://');
  const date = formatDate(post.pubDate);
  return (
    <p className={styles.meta}>
      {post.pubDate && date !== '-' ? <time dateTime={post.pubDate}>{date}</time> : <span>{date}</span>}
      {post.realAuthorName ? (
        <span>
          {M.by}{' '}
          {authorUrl ? (
            <a href={authorUrl} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {post.realAuthorName}
            </a>
          ) : (
            post.realAuthorName
          )}
        </span>
      ) : null}
    </p>
  );
}

export interface StoryMediaProps {
  post: PostSummary;
  /** Width of the slot, for `sizes`. */
  sizes: string;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
}

/**
 * The story's image (space reserved by its width and height attributes, which browsers turn into its
 * aspect ratio, so nothing moves when it loads; 16 by 9 when the post has none), as a button
 * that opens the video dialog when the story has a video link; its HTML embed when it has no image.
 * A `<picture>` offers the smaller formats first (the JPEG is for a browser that reads none of them);
 * the page's largest image is asked for from the document's head, in the first format (decision 0298).
 */
export function StoryMedia({ post, sizes, priority = false }: StoryMediaProps) {
  const openVideo = useSetAtom(videoDialogAtom);
  if (!post.imageUrl) {
    return post.embeddedLink ? <SafeHtml html={post.embeddedLink} allowEmbeds className={styles.embed} /> : null;
  }
  const slotSizes = post.imageSrcSet ? sizes : undefined;
  if (priority) preloadImage(post, slotSizes);
  // No style attribute: the server writes this into the page, and the CSP (no 'unsafe-inline') drops it.
  const image = (
    <picture className={styles.picture}>
      {post.imageSources.map((s) => (
        <source key={s.type} type={s.type} srcSet={resourceSrcSet(s.srcSet) ?? undefined} sizes={slotSizes} />
      ))}
      <img
        className={styles.media}
        src={resourceUrl(post.imageUrl)}
        srcSet={resourceSrcSet(post.imageSrcSet) ?? undefined}
        sizes={slotSizes}
        width={post.imageWidth ?? 16}
        height={post.imageHeight ?? 9}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
  const video = autoplayUrl(post.postVideoLink);
  if (!video) return image;
  return (
    <button
      type="button"
      className={styles.playButton}
      aria-label={M.playVideo(post.title)}
      onClick={() => openVideo({ open: true, url: post.postVideoLink })}
    >
      {image}
      <span className={styles.playBadge} aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
    </button>
  );
}
