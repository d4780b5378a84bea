import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { AdminFaqsPage } from '#src/features/contact/components/admin-faqs-page';
import { AdminGate } from '#src/features/ops/components/ops-gates';
import { AdminNav } from '#src/features/ops/components/admin-nav';

const PAGE = 'adminFaqs';

const Screen = opsScreen(AdminGate, PAGE, () => <AdminFaqsPage nav={<AdminNav />} />);

export const Route = createFileRoute('/admin/faqs/')({
  ...opsRoute(PAGE),
  component: Screen,
});
