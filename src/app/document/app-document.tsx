import { useContext, type ReactNode } from 'react';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import { useBrand } from '../../lib/navigation';
import { SERVER_STATE_ID } from '../../lib/http/server-state';
import { readSiteMode } from '../../features/blog/site-mode';
import { SITE_MODE_ATTRIBUTE } from '#contract/site/site-mode';
import { JsonScript } from './json-script';
import { PageFrameContext, ServerPageContext } from './page-frame';

/**
 * The root route's shell (TanStack's `shellComponent`, rendered whatever the route's outcome): the
 * whole document, as the server renders it and the browser hydrates it (decision 0070). Each route's
 * `head` comes through <HeadContent/>, its scripts through <Scripts/>, the app (`children`: the root
 * layout, or a not-found or error screen) in #root. What only the server writes (ServerHead, the
 * query data) comes after what both render, where hydration leaves it alone. A shell has an empty
 * #root: the browser renders the route itself. Inside #root of a shell, only `children`.
 */
export function AppDocument({ children }: { children: ReactNode }) {
  if (useContext(PageFrameContext) === 'root') return children;
  return <WholeDocument>{children}</WholeDocument>;
}

function WholeDocument({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const shell = useRouter().isShell();
  const server = useContext(ServerPageContext);
  const siteMode = { [SITE_MODE_ATTRIBUTE]: readSiteMode() === 'analysis' ? 'analysis' : undefined };
  return (
    <html lang="en-IN" data-brand={brand.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <HeadContent />
        {server?.head}
      </head>
      <body>
        {shell ? <noscript>This site needs JavaScript to show baskets and the blog.</noscript> : null}
        <div id="root" data-base-url="/" {...siteMode}>
          {shell ? null : children}
        </div>
        <Scripts />
        {server?.stateJson ? <JsonScript id={SERVER_STATE_ID} json={server.stateJson} /> : null}
      </body>
    </html>
  );
}
