import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '../../app/feature-gate';
import { Page } from '../../components/ui/page';

export const Route = createFileRoute('/blog/')({
  beforeLoad: ({ context }) => requireFeature(context.brand, 'blog'),
  component: () => <Page title="Blog">{null}</Page>,
});
