import { createFileRoute } from '@tanstack/react-router';
import { SavedArticlesPage } from '../../features/offline/components/saved-articles-page';
import { pageTexts, routeHead } from '../../app/page-head';

export const Route = createFileRoute('/saved/')({
  head: routeHead(pageTexts.saved),
  component: SavedArticlesPage,
});
