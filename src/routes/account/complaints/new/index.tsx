import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { ComplaintNewPage } from '#src/features/complaints/components/complaint-new-page';
import { AccountGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'complaintNew';

const Screen = opsScreen(AccountGate, PAGE, () => <ComplaintNewPage />);

export const Route = createFileRoute('/account/complaints/new/')({
  ...opsRoute(PAGE),
  component: Screen,
});
