import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { ImportClientPage } from '#src/features/client-import/components/import-client-page';
import { ImportGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'importClient';

const Screen = opsScreen(ImportGate, PAGE, () => <ImportClientPage />);

export const Route = createFileRoute('/import-client/')({
  ...opsRoute(PAGE),
  component: Screen,
});
