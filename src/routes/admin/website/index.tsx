import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminWebsitePage } from '#src/features/contact/components/admin-website-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { AdminNav } from '#src/features/ops/components/admin-nav';

const PAGE = 'adminWebsite';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminWebsitePage nav={<AdminNav />} />);

export const Route = createFileRoute('/admin/website/')({
  ...opsRoute(PAGE),
  component: Screen,
});
