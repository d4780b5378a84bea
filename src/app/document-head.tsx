import { useEffect, useState } from 'react';
import { HeadContent, useRouterState } from '@tanstack/react-router';
import { ROUTE_HEAD_TAGS } from './document-head-tags';

/**
 * The route's head tags when the app renders into a shell's #root (document/app-root.tsx): each
 * route's `head`, rendered by TanStack Router and hoisted into <head> by React. The server wrote the
 * shell's for readers and crawlers without script; they go as soon as the app has put its own in, so
 * the document never has two of a kind (two robots, two canonicals) nor keeps one the current route
 * does not say (a private page's noindex after moving on to a public one). The shell's title stays
 * until a route has a title of its own: the router writes a route's head once its loader is done,
 * and a page still loading (offline, a slow network) is never untitled.
 */
export function DocumentHead() {
  // Taken on the first render, before React adds anything to <head>.
  const [serverTags] = useState(() => [...document.querySelectorAll(ROUTE_HEAD_TAGS)]);
  const routeTitled = useRouterState({ select: (s) => s.matches.some((m) => m.meta?.some((t) => t?.title)) });

  useEffect(() => {
    for (const el of serverTags) if (routeTitled || el.localName !== 'title') el.remove();
  }, [serverTags, routeTitled]);

  return <HeadContent />;
}
