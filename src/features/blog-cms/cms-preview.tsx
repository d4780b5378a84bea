import { useQuery } from '@tanstack/react-query';
import { PAGE_BREAK } from '#contract/blog-cms/rules';
import type { CmsAuthor, CmsPost } from '#contract/blog-cms/types';
import type { PostSummary } from '#contract/blog/types';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { SafeHtml } from '#src/components/ui/safe-html';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { errorKind } from '#src/lib/http/error-kind';
import { Link } from '#src/lib/navigation';
import {
  articleStyles as article,
  StoryChips,
  StoryMedia,
  StoryMeta,
  VideoDialogHost,
} from '#src/features/blog/components/article-page';
import { cmsQueries } from './cms-queries';
import * as styles from './cms.css';

/** The CMS post in the shape the blog's story parts read. */
export function summaryOf(post: CmsPost, author: CmsAuthor | undefined): PostSummary {
  return {
    postId: post.postId,
    slug: post.slug,
    title: post.title,
    shortText: post.shortText,
    imageUrl: post.imageUrl,
    imageSrcSet: null,
    imageSources: [],
    imageWidth: null,
    imageHeight: null,
    embeddedLink: post.embeddedLink,
    embedVideoUrl: post.embedVideoUrl,
    postVideoLink: post.postVideoLink,
    tag: post.tag,
    pubDate: post.pubDate,
    realAuthorName: author?.name ?? '',
    realAuthorUrl: author?.url ?? null,
    isPremiumPost: post.isPremiumPost,
  };
}

/** The pages readers turn through: the body split at each page break, empty pages dropped. */
export const readerPages = (body: string) =>
  body.split(PAGE_BREAK).filter((p) => p.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '');

/** /studio/posts/$postId/preview/: the saved post as this brand's readers will see it, page by page. */
export function CmsPreview({ postId }: { postId: number }) {
  const api = useApi();
  const query = useQuery(cmsQueries.post(api, postId));
  const authors = useQuery(cmsQueries.authors(api));
  if (query.isPending) return <Spinner label="Loading the preview…" />;
  if (query.isError) {
    const notFound = errorKind(query.error) === 'notFound';
    return (
      <Notice title={notFound ? 'Post not found' : 'The preview could not be loaded'} role="alert">
        <p>{notFound ? 'There is no post of yours at this address.' : 'Please try again.'}</p>
        {notFound ? null : <Button onClick={() => void query.refetch()}>Try again</Button>}
      </Notice>
    );
  }
  const { post } = query.data;
  const summary = summaryOf(
    post,
    authors.data?.authors.find((a) => a.id === post.authorId),
  );
  const pages = readerPages(post.body);
  return (
    <>
      <p className={styles.row}>
        <Link to="/studio/posts/$postId/" params={{ postId: String(postId) }}>
          Back to the editor
        </Link>
      </p>
      <p className={styles.muted}>This is the last saved version, as readers on this site will see it.</p>
      <article className={article.page} aria-labelledby="preview-title">
        <StoryChips post={summary} />
        <h2 id="preview-title" className={article.title}>
          {post.title || 'Untitled post'}
        </h2>
        <StoryMeta post={summary} />
        <div className={article.hero}>
          <StoryMedia post={summary} sizes="(min-width: 800px) 760px, 100vw" />
        </div>
        {pages.length === 0 ? <p className={styles.muted}>The post has no body yet.</p> : null}
        {pages.map((html, i) =>
          i === 0 ? (
            <SafeHtml key={i} html={html} allowEmbeds className={article.body} />
          ) : (
            <section key={i} aria-label={`Page ${i + 1}`} className={article.morePage}>
              <p className={styles.muted}>Page {i + 1} (readers reach it with Continue reading)</p>
              <SafeHtml html={html} allowEmbeds className={article.body} />
            </section>
          ),
        )}
        {post.isPremiumPost && post.teaser ? (
          <section aria-label="Teaser" className={article.morePage}>
            <p className={styles.muted}>Readers without a subscription see this teaser instead of the pages:</p>
            <SafeHtml html={post.teaser} className={article.body} />
          </section>
        ) : null}
      </article>
      <VideoDialogHost posts={[summary]} />
    </>
  );
}
