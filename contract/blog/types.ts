import type { Publisher } from '#contract/baskets/publisher';

/** The blog's API shapes and limits (docs/api.md, Blog). Every call answers an envelope; these are its bodies. */

/** Stories per page of GET /api/post/list/ (perPageCount). */
export const BLOG_PAGE_SIZE = 10;
/** Comments per page of GET /api/post/comment/list/{id}/ (ours; the spec gives none). */
export const COMMENTS_PAGE_SIZE = 10;
/** The longest comment the API accepts. */
export const COMMENT_MAX_LENGTH = 2000;

/** A srcset of one image format, for a `<source>` the browser skips unless it reads that type. */
export interface ImageSource {
  type: 'image/webp';
  srcSet: string;
}

export interface PostSummary {
  postId: number;
  slug: string;
  title: string;
  /** HTML. */
  shortText: string;
  /** The JPEG rendition (every browser and every link preview reads it) and its srcset. */
  imageUrl: string | null;
  imageSrcSet: string | null;
  /** The same renditions in smaller formats, best first: `<picture>`'s sources (decision 0298). */
  imageSources: ImageSource[];
  imageWidth: number | null;
  imageHeight: number | null;
  /** HTML embed, shown when there is no image. */
  embeddedLink: string | null;
  embedVideoUrl: string | null;
  /** The video dialog plays this. */
  postVideoLink: string | null;
  tag: string | null;
  /** ISO 8601, or null. */
  pubDate: string | null;
  realAuthorName: string;
  realAuthorUrl: string | null;
  isPremiumPost: boolean;
}

export interface PostListBody {
  main: PostSummary[];
  popular: PostSummary[];
  isNextPage: boolean;
  thisPageNumber: number;
}

export interface PostDetail extends PostSummary {
  /** Page 1 of the article (HTML); only the teaser when the post is locked. */
  bodyHtml: string;
  pageCount: number;
  isLocked: boolean;
  likeCount: number;
  commentCount: number;
  /**
   * The adviser who publishes the post from their studio, whose plans 'Subscribe' opens first (a premium post's
   * reader subscribes to its author); null for the editorial team's posts, where the reader picks an adviser.
   */
  adviserSlug: string | null;
  /** That adviser's name and SEBI registration, shown at the start of the post (contract/baskets/publisher.ts). */
  publisher: Publisher | null;
}

export interface PostDetailBody {
  post: PostDetail;
}

export interface NextPageBody {
  postId: number;
  pageNumber: number;
  bodyHtml: string;
  isNextPage: boolean;
  /** A locked premium post answers an empty, locked page (docs/decisions/0023). */
  isLocked?: boolean;
}

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export interface LikeStatusBody {
  likes: Record<string, LikeState>;
}

export interface LikeBody extends LikeState {
  postId: number;
}

export interface PostComment {
  commentId: number;
  /** Plain text as typed; never HTML. */
  commentText: string;
  authorName: string;
  createdAt: string;
}

export interface CommentListBody {
  comments: PostComment[];
  isNextPage: boolean;
  thisPageNumber: number;
  total: number;
}

export interface AddCommentBody {
  comment: PostComment;
}
