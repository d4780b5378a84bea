/**
 * The blog's API paths (docs/api.md, "Blog"), under /{brand segment}/api/: `API.blog` (contract/http/api-paths.ts).
 * Kept here so the blog's fetchers, which the embeddable widget carries, import these and not every
 * path of the product (docs/widget.md, "Size").
 */
export const BLOG_API = {
  list: 'post/list/',
  details: 'post/details/',
  analysisList: 'analysis/post/list/',
  analysisDetails: 'analysis/post/details/',
  nextPage: 'post/nextpage/',
  like: 'post/like/',
  unlike: 'post/unlike/',
  likeStatus: 'post/list/like-status/',
  comments: (postId: number | string) => `post/comment/list/${postId}/`,
  addComment: (postId: number | string) => `post/comment/add/${postId}/`,
} as const;
