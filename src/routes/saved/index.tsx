import { createFileRoute } from '@tanstack/react-router';
import { SavedArticlesPage } from '../../features/offline/components/saved-articles-page';
import { pageTexts, routeHead } from '../../app/page-head';

export const Route = createFileRoute('/saved/')({
  // Private to this device (its saved articles, its storage): the server checks the route, the browser renders it.
  ssr: 'data-only',
  head: routeHead(pageTexts.saved),
  component: SavedArticlesPage,
});
