import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { StudioDashboardPage } from '#src/features/studio/components/dashboard-page';

const Screen = studioScreen(() => <StudioDashboardPage />);

export const Route = createFileRoute('/studio/')({
  ...studioRoute('studio'),
  component: Screen,
});
