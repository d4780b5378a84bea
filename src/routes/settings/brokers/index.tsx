import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { pageTexts, routeHead } from '../../../app/page-head';
import { BrokersPage } from '#src/features/brokers/components/brokers-page';

interface BrokersSearch {
  /** Back from a broker's sign-in: the broker just connected. */
  connected?: string;
}

export const Route = createFileRoute('/settings/brokers/')({
  // The user's own brokers, behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  validateSearch: (search: Record<string, unknown>): BrokersSearch =>
    typeof search.connected === 'string' && /^[a-z0-9_-]{1,40}$/i.test(search.connected)
      ? { connected: search.connected }
      : {},
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/settings/brokers/'),
  head: routeHead(pageTexts.brokers),
  component: BrokersRoute,
});

function BrokersRoute() {
  const { connected } = Route.useSearch();
  const navigate = Route.useNavigate();
  const drop = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <BrokersPage connected={connected} onConnectedShown={drop} />;
}
