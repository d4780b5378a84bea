import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../app/lazy-head';
import { WatchlistPage } from '#src/features/baskets/components/watchlist-page';

export const Route = createFileRoute('/account/watchlist/')({
  ...privateRoute((texts) => texts.accountPageTexts.watchlist),
  component: WatchlistPage,
});
