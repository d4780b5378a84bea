import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../app/lazy-head';
import { BrokersPage } from '#src/features/brokers/components/brokers-page';

interface BrokersSearch {
  /** Back from a broker's sign-in: the broker just connected. */
  connected?: string;
}

export const Route = createFileRoute('/settings/brokers/')({
  ...privateRoute((texts) => texts.accountPageTexts.brokers),
  validateSearch: (search: Record<string, unknown>): BrokersSearch =>
    typeof search.connected === 'string' && /^[a-z0-9_-]{1,40}$/i.test(search.connected)
      ? { connected: search.connected }
      : {},
  component: BrokersRoute,
});

function BrokersRoute() {
  const { connected } = Route.useSearch();
  const navigate = Route.useNavigate();
  const drop = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <BrokersPage connected={connected} onConnectedShown={drop} />;
}
