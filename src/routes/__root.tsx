import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { AppDocument } from '../app/document/app-document';
import { AppRoot } from '../app/document/app-root';
import { NotFoundPage } from '../components/ui/not-found-page';
import { rootHead } from '../app/page-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The brand's Organization on every page; the home words until a route says otherwise; the
  // not-found words (noindex) for an unknown address.
  head: rootHead,
  shellComponent: AppDocument,
  component: AppRoot,
  notFoundComponent: NotFoundPage,
});
