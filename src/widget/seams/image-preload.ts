import type { PostSummary } from '#contract/blog/types';

/**
 * lib/html/image-preload.ts for the widget build (vite.widget.config.ts): the widget renders in the
 * browser on a partner's page, where there is no server HTML to hint and no head of ours to write in,
 * and Preact has no `preload`. The `<img>`'s own high fetch priority stays.
 */
export function preloadImage(_post: Pick<PostSummary, 'imageUrl' | 'imageSources'>, _sizes: string | undefined): void {}
