import { createFileRoute } from '@tanstack/react-router';
import { opsPageTexts } from '../../../../app/ops-page-head';
import { routeHead } from '../../../../app/page-head';
import { ComplaintNewPage } from '#src/features/complaints/components/complaint-new-page';
import { AccountGate } from '#src/features/ops/components/ops-gates';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'complaintNew';

export const Route = createFileRoute('/account/complaints/new/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  return (
    <AccountGate page={PAGE}>
      <ComplaintNewPage />
    </AccountGate>
  );
}
