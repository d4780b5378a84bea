import { SafeHtml } from '#src/components/ui/safe-html';
import { TitledSection } from '#src/components/ui/page';
import { rank } from '../list-rules';
import { BLOG_MESSAGES as M } from '../messages';
import type { PostSummary } from '#contract/blog/types';
import { StoryChips, StoryLink, StoryMedia, StoryMeta } from './story-parts';
import * as styles from './blog-list.css';
import * as story from './story.css';

/** Story 1: large, its image the page's largest paint (fetched first). */
export function LeadStory({ post }: { post: PostSummary }) {
  return (
    <article className={styles.lead} aria-labelledby={`story-${post.postId}`} data-story="lead">
      <StoryMedia post={post} sizes="(min-width: 960px) 760px, 100vw" priority />
      <StoryChips post={post} />
      <h2 id={`story-${post.postId}`} className={styles.leadTitle}>
        <StoryLink post={post}>{post.title}</StoryLink>
      </h2>
      <StoryMeta post={post} />
      <SafeHtml html={post.shortText} className={`${story.summary} ${styles.leadSummary}`} />
    </article>
  );
}

/** Stories 2–4, each with its tag chip. */
export function SideStories({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <div className={styles.sideGrid}>
      {posts.map((post) => (
        <article key={post.postId} className={styles.side} aria-labelledby={`story-${post.postId}`} data-story="side">
          <StoryMedia post={post} sizes="(min-width: 960px) 250px, (min-width: 640px) 33vw, 100vw" />
          <StoryChips post={post} />
          <h2 id={`story-${post.postId}`} className={styles.sideTitle}>
            <StoryLink post={post}>{post.title}</StoryLink>
          </h2>
          <StoryMeta post={post} />
        </article>
      ))}
    </div>
  );
}

/** 'All Stories': the rest, each with its short description. */
export function AllStories({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <TitledSection id="all-stories" title={M.allStories} titleClassName={styles.sectionTitle}>
      <ul className={styles.allList}>
        {posts.map((post) => (
          <li key={post.postId} className={styles.row} data-story="all">
            <StoryMedia post={post} sizes="(min-width: 640px) 220px, 100vw" />
            <div className={styles.rowText}>
              <StoryChips post={post} showTag={false} />
              <h3 className={styles.rowTitle}>
                <StoryLink post={post}>{post.title}</StoryLink>
              </h3>
              <StoryMeta post={post} />
              <SafeHtml html={post.shortText} className={story.summary} />
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** 'Popular on {brand}', numbered 01, 02, … */
export function PopularStories({ posts, brandName }: { posts: readonly PostSummary[]; brandName: string }) {
  if (posts.length === 0) return null;
  return (
    <TitledSection
      id="popular-stories"
      title={M.popularOn(brandName)}
      className={styles.popular}
      titleClassName={styles.popularTitle}
    >
      <ol className={styles.popularList}>
        {posts.map((post, i) => (
          <li key={post.postId} className={styles.popularItem}>
            <span className={styles.rank}>{rank(i)}</span>
            <StoryLink post={post}>{post.title}</StoryLink>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
