import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminLogsPage } from '#src/features/contact/components/admin-logs-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { AdminNav } from '#src/features/ops/components/admin-nav';

const PAGE = 'adminLogs';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminLogsPage nav={<AdminNav />} />);

export const Route = createFileRoute('/admin/logs/')({
  ...opsRoute(PAGE),
  component: Screen,
});
