import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { AppDocument } from '../app/document/app-document';
import { AppRoot } from '../app/document/app-root';
import { NotFoundPage } from '../app/not-found-page';
import { pageTexts, routeHead } from '../app/page-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The brand's home words until a route says otherwise; the not-found words for an unknown address.
  head: routeHead((brand) => pageTexts.brand(brand, 'home')),
  shellComponent: AppDocument,
  component: AppRoot,
  notFoundComponent: NotFoundPage,
});
