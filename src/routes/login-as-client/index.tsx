import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { LoginAsClientPage } from '#src/features/impersonation/components/login-as-client-page';
import { ClientViewGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'loginAsClient';

const Screen = opsScreen(ClientViewGate, PAGE, () => <LoginAsClientPage />);

export const Route = createFileRoute('/login-as-client/')({
  ...opsRoute(PAGE),
  component: Screen,
});
