/** One blog topic: the facts an article is written from (blog-seed-html.ts does the writing). */
export interface Topic {
  slug: string;
  title: string;
  summary: string;
  points: readonly [string, string, string];
}

/**
 * Reads topics written as text blocks separated by blank lines:
 *
 *     slug | Title
 *     One-sentence summary.
 *     - first key point
 *     - second key point
 *     - third key point
 */
export function parseTopics(text: string): Topic[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [head = '', summary = '', ...rest] = block.trim().split('\n');
      const [slug = '', title = ''] = head.split(' | ');
      const points = rest.map((l) => l.replace(/^- /, '').trim());
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || !title || !summary || points.length !== 3) {
        throw new Error(`Bad blog topic block: ${head}`);
      }
      return { slug, title: title.trim(), summary: summary.trim(), points: [points[0]!, points[1]!, points[2]!] };
    });
}
