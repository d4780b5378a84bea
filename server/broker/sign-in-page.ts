/** Where a broker's adapter finds its sign-in page: the settings every adapter reads from the environment. */
export interface SignInPageSettings {
  /** BROKER_API_LOGIN_URL_<BRAND>_<BROKER>, when set. */
  loginUrl: string | undefined;
  /** BROKER_API_ROOT_<BRAND>_<BROKER>: set for the broker itself, unset for the simulated broker. */
  root: string | undefined;
  /** The simulated broker's host for this brand's broker. */
  simHost: string;
}

/**
 * The broker's sign-in page: the configured one; else the broker's own (`livePage`) when its API root is
 * configured; else the simulated broker's page at `simPath`, on the product's scheme and port (development,
 * tests), as the browser reaches the product.
 */
export function signInPage(settings: SignInPageSettings, redirectUrl: string, livePage: string, simPath: string): URL {
  if (settings.loginUrl) return new URL(settings.loginUrl);
  if (settings.root) return new URL(livePage);
  const back = new URL(redirectUrl);
  return new URL(`${back.protocol}//${settings.simHost}${back.port ? `:${back.port}` : ''}${simPath}`);
}
