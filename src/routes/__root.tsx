import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { AppDocument } from '../app/document/app-document';
import { AppRoot } from '../app/document/app-root';
import { NotFoundPage } from '../components/ui/not-found-page';
import { rootHead } from '../app/lazy-head';
import { preloadingClient } from '../lib/http/api-client';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The brand's Organization on every page; the home words until a route says otherwise; the
  // not-found words (noindex) for an unknown address.
  head: rootHead,
  // A preload (the pointer or focus resting on a link) loads the page's data with a client whose
  // status rules do not act: no dialog, snackbar or redirect for a page the user has not opened
  // (docs/session.md). A navigation keeps the app's client; nothing is returned, so nothing of it
  // travels with a server-rendered page.
  beforeLoad: ({ context, preload }) => (preload ? { api: preloadingClient(context.api) } : undefined),
  shellComponent: AppDocument,
  component: AppRoot,
  notFoundComponent: NotFoundPage,
});
