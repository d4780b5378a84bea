import { createFileRoute } from '@tanstack/react-router';
import { SavedArticlesPage } from '../../features/offline/components/saved-articles-page';
import { privateRoute } from '../../app/lazy-head';

export const Route = createFileRoute('/saved/')({
  // Private to this device (its saved articles, its storage): the server checks the route, the browser renders it.
  ...privateRoute((texts) => texts.accountPageTexts.saved),
  component: SavedArticlesPage,
});
