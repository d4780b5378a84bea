import { useEffect, useState } from 'react';
import { HeadContent, useRouterState } from '@tanstack/react-router';

const KINDS = ['head > title', 'head > meta[name="description"]'] as const;

/**
 * The tab title and description of the current route (each route's `head`, src/app/page-head.ts),
 * rendered by TanStack Router and hoisted into <head> by React. The server wrote the first page's
 * into the HTML for readers and crawlers without script; each goes once the app has put its own
 * beside it, so the document never has two descriptions or no title at all.
 */
export function DocumentHead() {
  // Taken on the first render, before React adds anything to <head>.
  const [serverTags] = useState(() => KINDS.flatMap((kind) => [...document.querySelectorAll(kind)]));
  const href = useRouterState({ select: (s) => s.resolvedLocation?.href });

  useEffect(() => {
    for (const kind of KINDS) {
      const theirs = serverTags.filter((el) => el.matches(kind) && el.isConnected);
      if (theirs.length && document.querySelectorAll(kind).length > theirs.length) theirs.forEach((el) => el.remove());
    }
  }, [href, serverTags]);

  return <HeadContent />;
}
