import { Page } from '#src/components/ui/page';

/** /studio/automated/new/ */
export function AutomatedCreatePage() {
  return <Page title="New automated basket">{null}</Page>;
}
