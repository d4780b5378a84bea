import { useEffect, useState } from 'react';
import { HeadContent } from '@tanstack/react-router';

/**
 * What a route's `head` writes (src/app/page-head.ts) but its title; the server's own tags (icons, styles,
 * brand) are not. The title stays: React makes the document's first <title> the route's own when the route
 * has one (it takes over an element it did not render rather than adding a second), so until the route's
 * head is written (after its loader: offline, a slow network) the page keeps the shell's title, never none.
 */
const ROUTE_HEAD_TAGS = [
  'head > meta[name="description"]',
  'head > meta[name="robots"]',
  'head > link[rel="canonical"]',
  'head > link[rel="alternate"]',
  'head > meta[property^="og:"]',
  'head > meta[name^="twitter:"]',
  'head > script[type="application/ld+json"]',
].join(', ');

/**
 * The route's head tags when the app renders into a shell's #root (document/app-root.tsx): each
 * route's `head`, rendered by TanStack Router and hoisted into <head> by React. The server wrote the
 * shell's for readers and crawlers without script; they go as soon as the app has put its own in, so
 * the document never has two of a kind (two robots, two canonicals) nor keeps one the current route
 * does not say (a private page's noindex after moving on to a public one).
 */
export function DocumentHead() {
  // Taken on the first render, before React adds anything to <head>.
  const [serverTags] = useState(() => [...document.querySelectorAll(ROUTE_HEAD_TAGS)]);

  useEffect(() => {
    for (const el of serverTags) el.remove();
  }, [serverTags]);

  return <HeadContent />;
}
