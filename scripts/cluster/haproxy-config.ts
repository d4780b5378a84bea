/**
 * The HAProxy configuration in front of the server processes (docs/deploy.md, "The proxy"): it
 * balances across them, sends traffic only to those whose /readyz answers 200, keeps the brand's
 * Host, sets X-Forwarded-For and X-Forwarded-Proto (the servers run with TRUST_PROXY=1), streams
 * server-sent events as they come, and terminates TLS when given a certificate.
 */
export interface ProxyConfig {
  /** The plain-HTTP port, on `bindHost`. */
  port: number;
  bindHost?: string;
  /** The server processes' ports, on 127.0.0.1. */
  workerPorts: number[];
  /** TLS: a PEM file holding the certificate chain and its key, served on `tlsPort`. */
  tls?: { pemFile: string; port: number };
  /** How often each process's readiness is asked (default 500 ms); three failures in a row take it out. */
  checkIntervalMs?: number;
}

export function haproxyConfig({
  port,
  bindHost = '127.0.0.1',
  workerPorts,
  tls,
  checkIntervalMs = 500,
}: ProxyConfig): string {
  const binds = [`  bind ${bindHost}:${port}`];
  if (tls) binds.push(`  bind ${bindHost}:${tls.port} ssl crt ${tls.pemFile} alpn http/1.1`);
  const servers = workerPorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check`);
  return `global
  maxconn 4096
  log stderr format short local0 warning

defaults
  mode http
  log global
  option httplog
  # Forward each chunk as it comes: without it the kernel holds a partial response (an event stream's
  # headers and each event) up to 200 ms waiting for more (MSG_MORE), so every trade update came late.
  option http-no-delay
  timeout connect 2s
  timeout client 65s
  # Longer than the order stream's heartbeat (docs/trading.md), so a quiet stream is never cut.
  timeout server 65s
  timeout http-request 10s
  timeout http-keep-alive 10s
  # A process busy rendering may answer its check late: late is not down.
  timeout check 2s
  # A request whose process died before answering goes to another (trades are idempotent by client_key).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend app
${binds.join('\n')}
  option forwardfor
  http-request set-header X-Forwarded-Proto https if { ssl_fc }
  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }
  default_backend servers

backend servers
  balance leastconn
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter ${checkIntervalMs} fall 3 rise 2
${servers.join('\n')}
`;
}
