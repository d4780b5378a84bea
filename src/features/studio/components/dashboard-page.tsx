import { Page } from '#src/components/ui/page';

/** /studio/ */
export function StudioDashboardPage() {
  return <Page title="Studio">{null}</Page>;
}
