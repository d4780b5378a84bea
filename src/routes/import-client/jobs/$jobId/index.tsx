import { createFileRoute } from '@tanstack/react-router';
import { opsScreen } from '#src/app/gated-screen';
import { opsRoute } from '#src/app/ops-page-head';
import { ImportJobPage } from '#src/features/client-import/components/import-job-page';
import { ImportGate } from '#src/features/ops/components/ops-gates';

const PAGE = 'importJob';

const Screen = opsScreen(ImportGate, PAGE, () => <ImportJobPage jobId={Route.useParams().jobId} />);

export const Route = createFileRoute('/import-client/jobs/$jobId/')({
  ...opsRoute(PAGE),
  component: Screen,
});
