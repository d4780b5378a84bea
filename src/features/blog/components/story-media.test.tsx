import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PostSummary } from '#contract/blog/types';
import { StoryMedia } from './story-parts';

const withImage: PostSummary = {
  postId: 75,
  slug: 'quality-compounders-2026',
  title: 'Quality compounders',
  shortText: '',
  imageUrl: '/media/posts/q-800.jpg',
  imageSrcSet: '/media/posts/q-400.jpg 400w, /media/posts/q-800.jpg 800w',
  imageSources: [{ type: 'image/webp', srcSet: '/media/posts/q-400.webp 400w, /media/posts/q-800.webp 800w' }],
  imageWidth: 1200,
  imageHeight: 675,
  embeddedLink: null,
  embedVideoUrl: null,
  postVideoLink: null,
  tag: null,
  pubDate: null,
  realAuthorName: 'A',
  realAuthorUrl: null,
  isPremiumPost: false,
};

/** The document the server sends for a page holding this story image, as text. */
async function page(post: PostSummary, priority: boolean): Promise<{ head: string; body: string }> {
  const stream = await renderToReadableStream(
    <html lang="en">
      <head />
      <body>
        <StoryMedia post={post} sizes="100vw" priority={priority} />
      </body>
    </html>,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const [head, body] = html.split('<body');
  return { head: head!, body: body! };
}

/** decision 0298 */
describe('a story image on the server', () => {
  it('offers WebP first through <picture>, with the JPEG for any other browser', async () => {
    const { body } = await page(withImage, false);
    expect(body).toMatch(
      /<picture[^>]*><source type="image\/webp" srcSet="\/media\/posts\/q-400\.webp 400w, \/media\/posts\/q-800\.webp 800w" sizes="100vw"\/><img [^>]*src="\/media\/posts\/q-800\.jpg"/,
    );
    expect(body).toContain('loading="lazy"');
  });

  it('preloads the largest image of the page from the head, in WebP at high priority, and only that one', async () => {
    const lead = await page(withImage, true);
    const hints = lead.head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(hints).toHaveLength(1);
    expect(hints[0]).toContain('type="image/webp"');
    expect(hints[0]).toContain('fetchPriority="high"');
    expect(hints[0]).toContain('imageSrcSet="/media/posts/q-400.webp 400w, /media/posts/q-800.webp 800w"');
    expect(hints[0]).toContain('imageSizes="100vw"');
    // Below the fold: no hint, so the lead image has the network to itself.
    expect((await page(withImage, false)).head).not.toContain('as="image"');
  });

  it('has no preload and no source without an image in another format', async () => {
    const { head, body } = await page({ ...withImage, imageSources: [] }, true);
    expect(head).not.toContain('as="image"');
    expect(body).not.toContain('<source');
  });
});
