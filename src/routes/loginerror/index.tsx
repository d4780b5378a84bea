import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../app/lazy-head';
import { parseLoginErrorSearch } from '#src/features/brokers/login-error-reason';
import { LoginErrorPage } from '#src/features/brokers/components/login-error-page';

/**
 * Where a broker's failed sign-in lands (docs/trading-screens.md, "Connecting a broker"):
 * ?reason=cancelled|expired|failed&broker=<id>.
 */
export const Route = createFileRoute('/loginerror/')({
  ...privateRoute((texts) => texts.accountPageTexts.loginError),
  validateSearch: parseLoginErrorSearch,
  component: LoginErrorRoute,
});

function LoginErrorRoute() {
  const search = Route.useSearch();
  return <LoginErrorPage {...search} />;
}
