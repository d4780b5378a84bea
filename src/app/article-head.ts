import { articlePath } from '#contract/site/seo-paths';
import type { SiteMode } from '#contract/site/site-mode';
import { absoluteUrl } from '#contract/site/site-origin';
import type { ArticleHeadFacts } from '../features/blog/article-loader';
import { brandImage, pageHead, type PageHead, type ShareImage } from './head-tags';
import { blogCrumbs, isNotFound, notFoundHead, pageTexts, textHead, type HeadMatch } from './page-head';
import { articleLd, breadcrumbLd } from './structured-data';

/** The largest rendition in a srcset ("a.jpg 400w, b.jpg 1200w"), sized by the image's aspect. */
export function largestImage(
  origin: string,
  post: Pick<ArticleHeadFacts, 'imageSrcSet' | 'imageWidth' | 'imageHeight'>,
): ShareImage | null {
  const { imageSrcSet, imageWidth, imageHeight } = post;
  if (!imageSrcSet || !imageWidth || !imageHeight) return null;
  const candidates = imageSrcSet.split(',').flatMap((part) => {
    const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(part);
    return match ? [{ url: match[1]!, width: Number(match[2]) }] : [];
  });
  const best = candidates.reduce<(typeof candidates)[number] | null>((a, b) => (a && a.width >= b.width ? a : b), null);
  if (!best) return null;
  return {
    url: absoluteUrl(origin, best.url),
    width: best.width,
    height: Math.round((best.width * imageHeight) / imageWidth),
  };
}

/**
 * An article route's `head`, once its loader has the post: the post's title and summary, its one
 * address in this site mode, its picture, an Article and the Home › Blog › article trail. Before
 * that (an error screen), the blog's words alone.
 */
export const articleHead =
  (mode: SiteMode) =>
  ({ match, loaderData: post }: { match: HeadMatch; loaderData?: ArticleHeadFacts }): PageHead => {
    const { brand, origin } = match.context;
    if (isNotFound(match)) return notFoundHead(brand);
    if (!post) return textHead(pageTexts.brand(brand, 'blog'));
    const path = articlePath(mode, post.postId, post.slug);
    const url = absoluteUrl(origin, path);
    const text = pageTexts.article(brand, post);
    const image = largestImage(origin, post);
    const facts = {
      url,
      headline: post.title,
      description: text.description,
      image: image ?? brandImage(origin),
      author: { name: post.realAuthorName, url: post.realAuthorUrl },
      datePublished: post.pubDate,
      isPremium: post.isPremiumPost,
    };
    return pageHead(match.context, {
      text,
      path,
      indexed: true,
      shareTitle: post.title,
      publisher: post.publisher,
      type: 'article',
      image,
      publishedTime: post.pubDate,
      feed: true,
      jsonLd: [
        articleLd(facts, brand, origin),
        breadcrumbLd([...blogCrumbs(match.context), { name: post.title, url }]),
      ],
    });
  };
