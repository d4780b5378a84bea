/**
 * In development the simulated broker (server/broker-sim/) answers on each brand broker's
 * `redirectHost` with the `.example` top-level domain replaced by `.localhost`
 * (login.kestrel-securities.example → login.kestrel-securities.localhost): browsers resolve
 * `*.localhost` to this machine, and nothing else can answer there.
 */
export function brokerDevHost(redirectHost: string): string | null {
  const host = redirectHost.toLowerCase();
  return host.endsWith('.example') ? `${host.slice(0, -'.example'.length)}.localhost` : null;
}
