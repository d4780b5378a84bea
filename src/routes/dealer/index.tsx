import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { DealerClientsPage } from '#src/features/dealer/components/dealer-clients-page';
import { DealerGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'dealer';

const Screen = opsScreen(DealerGate, PAGE, () => <DealerClientsPage />);

export const Route = createFileRoute('/dealer/')({
  ...opsRoute(PAGE),
  component: Screen,
});
