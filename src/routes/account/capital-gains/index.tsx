import { createFileRoute } from '@tanstack/react-router';
import { parseFinancialYear } from '#contract/tax/financial-year';
import { privateRoute } from '../../../app/lazy-head';
import { CapitalGainsPage } from '#src/features/tax/components/capital-gains-page';

/** ?fy=2025-26: the financial year shown (this year when absent or not a year). */
const parseSearch = (search: Record<string, unknown>): { fy?: string } =>
  typeof search.fy === 'string' && parseFinancialYear(search.fy) ? { fy: search.fy } : {};

export const Route = createFileRoute('/account/capital-gains/')({
  ...privateRoute((texts) => texts.accountPageTexts.capitalGains),
  validateSearch: parseSearch,
  component: CapitalGainsRoute,
});

function CapitalGainsRoute() {
  const { fy } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CapitalGainsPage year={fy} onYear={(next) => void navigate({ search: { fy: next }, replace: true })} />;
}
