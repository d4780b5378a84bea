import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HAPROXY } from './app-cluster';
import { haproxyConfig } from './haproxy-config';

const dir = mkdtempSync(join(tmpdir(), 'starfolio-haproxy-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `haproxy -c`: whether HAProxy accepts the configuration, and what it says. */
function check(config: string) {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const run = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('the HAProxy configuration of npm run cluster (docs/deploy.md)', () => {
  it('balances across every process, checked on /readyz, with the forwarded headers the server trusts', () => {
    const config = haproxyConfig({ port: 4590, workerPorts: [4591, 4592] });
    expect(check(config)).toMatchObject({ ok: true });
    expect(config).toContain('server app1 127.0.0.1:4591 check');
    expect(config).toContain('server app2 127.0.0.1:4592 check');
    expect(config).toContain('http-check send meth GET uri /readyz');
    expect(config).toContain('option forwardfor');
    expect(config).toContain('http-request set-header X-Forwarded-Proto https if { ssl_fc }');
    // Each event of a stream goes out as it comes (without it: up to 200 ms late, docs/deploy.md).
    expect(config).toMatch(/^\s*option http-no-delay$/m);
  });

  it('terminates TLS with the given certificate', () => {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert].concat([
        '-days',
        '1',
        '-subj',
        '/CN=starfolio.localhost',
      ]),
      { stdio: 'ignore' },
    );
    const pemFile = join(dir, 'site.pem');
    execFileSync('sh', ['-c', `cat "${cert}" "${key}" > "${pemFile}"`]);
    const config = haproxyConfig({ port: 4590, workerPorts: [4591], tls: { pemFile, port: 4593 } });
    expect(config).toContain(`bind 127.0.0.1:4593 ssl crt ${pemFile}`);
    expect(check(config)).toMatchObject({ ok: true });
  });
});
