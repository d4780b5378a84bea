import { createFileRoute } from '@tanstack/react-router';
import { opsPageTexts } from '../../../../app/ops-page-head';
import { routeHead } from '../../../../app/page-head';
import { ComplaintPage } from '#src/features/complaints/components/complaint-page';
import { AccountGate } from '#src/features/ops/components/ops-gates';

/** The screen, for its title and its gate's heading alike (ops-page-names.ts). */
const PAGE = 'complaint';

export const Route = createFileRoute('/account/complaints/$reference/')({
  // Behind a session with a role: the server checks the route, the browser renders it.
  ssr: 'data-only',
  head: routeHead(opsPageTexts.private(PAGE)),
  component: OpsRoute,
});

function OpsRoute() {
  const { reference } = Route.useParams();
  return (
    <AccountGate page={PAGE}>
      <ComplaintPage reference={reference} />
    </AccountGate>
  );
}
