import { Page } from '#src/components/ui/page';
import { AutomatedCreate } from '../automated/automated-create';

/** /studio/automated/new/ */
export function AutomatedCreatePage() {
  return (
    <Page title="New automated basket">
      <AutomatedCreate />
    </Page>
  );
}
