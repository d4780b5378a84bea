import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { AutomatedCreatePage } from '#src/features/studio/components/automated-create-page';

const Screen = studioScreen(() => <AutomatedCreatePage />);

export const Route = createFileRoute('/studio/automated/new/')({
  ...studioRoute('studioAutomated'),
  component: Screen,
});
