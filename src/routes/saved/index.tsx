import { createFileRoute } from '@tanstack/react-router';
import { SavedArticlesPage } from '../../features/offline/components/saved-articles-page';

export const Route = createFileRoute('/saved/')({
  component: SavedArticlesPage,
});
